import { getExportedSlugs, getPostMarkdown, getPostSummary } from '@/lib/render/posts';
import { buildMarkdownTwin } from '@/lib/render/seo/markdown-twin';
import { postDescription, postPath } from '@/lib/render/seo/metadata';

/**
 * Each post's markdown twin, written to out/markdown/blog/{slug}.md at build time; the post-build step
 * lib/export/markdown-twins.ts moves it beside its page, to out/blog/{slug}.md (served at /blog/{slug}.md).
 * A route handler cannot share the post page's own [slug] segment, hence the separate folder.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedSlugs().map((slug) => ({ file: `${slug}.md` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/markdown/blog/[file]'>) {
  const slug = (await params).file.replace(/\.md$/, '');
  const post = getPostSummary(slug);
  const body = getPostMarkdown(slug);
  const twin =
    post && body !== undefined
      ? buildMarkdownTwin({ title: post.title, summary: postDescription(post), path: postPath(slug), published: post.date, updated: post.updated, body })
      : '';
  return new Response(twin, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
