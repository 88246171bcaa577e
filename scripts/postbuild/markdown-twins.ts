/**
 * Writes each post's and case study's markdown twin beside its page: out/blog/{slug}.md and out/portfolio/{slug}.md,
 * served at the page's address plus `.md` (lib/render/seo/markdown-twin.ts). Written here in one batch rather than by
 * a route per twin, so a post costs `next build` one page and one share image, not a third output.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { caseStudyTwin, getAllCaseStudies } from '../../lib/render/case-studies';
import { getPostMarkdown, getPostSlugs, getPostSummary } from '../../lib/render/posts';
import { postDescription, postPath } from '../../lib/render/seo/metadata';
import { buildMarkdownTwin, twinPath } from '../../lib/render/seo/markdown-twin';
import type { ExportContext } from './context';

/** Every twin of the site: its path in the export (no leading slash) and its text. */
export function markdownTwins(): Array<{ path: string; text: string }> {
  const posts = getPostSlugs().flatMap((slug) => {
    const post = getPostSummary(slug);
    const body = getPostMarkdown(slug);
    if (!post || body === undefined) return [];
    return [{ title: post.title, summary: postDescription(post), path: postPath(slug), published: post.date, updated: post.updated, body }];
  });
  return [...posts, ...getAllCaseStudies().map(caseStudyTwin)].map((source) => ({ path: twinPath(source.path).slice(1), text: buildMarkdownTwin(source) }));
}

export function writeMarkdownTwins({ site }: ExportContext): void {
  for (const { path, text } of markdownTwins()) {
    const file = site.file(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
