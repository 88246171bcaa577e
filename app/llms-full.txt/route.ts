import { getAllPosts, getPostMarkdown } from '@/lib/render/posts';
import { buildLlmsFullTxt } from '@/lib/render/seo/llms';
import { postDescription, postPath } from '@/lib/render/seo/metadata';

/** /llms-full.txt: every post in full as markdown (llmstxt.org), written to out/llms-full.txt at build time. */
export const dynamic = 'force-static';

export function GET() {
  const twins = getAllPosts().map((post) => ({
    title: post.title,
    summary: postDescription(post),
    path: postPath(post.slug),
    published: post.date,
    updated: post.updated,
    body: getPostMarkdown(post.slug) ?? '',
  }));
  return new Response(buildLlmsFullTxt(twins), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
