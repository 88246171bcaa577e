import { caseStudyTwin, getAllCaseStudies } from '@/lib/render/case-studies';
import { getAllPosts, getPostMarkdown } from '@/lib/render/posts';
import { buildLlmsFullTxt } from '@/lib/render/seo/llms';
import type { TwinSource } from '@/lib/render/seo/markdown-twin';
import { postDescription, postPath } from '@/lib/render/seo/metadata';

/** /llms-full.txt: every post, then every case study, in full as markdown (llmstxt.org), written to out/llms-full.txt at build time. */
export const dynamic = 'force-static';

export function GET() {
  const twins: TwinSource[] = getAllPosts().map((post) => ({
    title: post.title,
    summary: postDescription(post),
    path: postPath(post.slug),
    published: post.date,
    updated: post.updated,
    body: getPostMarkdown(post.slug) ?? '',
  }));
  twins.push(...getAllCaseStudies().map(caseStudyTwin));
  return new Response(buildLlmsFullTxt(twins), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
