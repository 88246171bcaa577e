/**
 * Markdown twins: each post (and any other page written in markdown) also exported as plain markdown at its own
 * address plus `.md` (/blog/{slug} -> /blog/{slug}.md), for assistants and agents that read markdown: the title,
 * the summary, the dates and the author, then the body as written, with site-relative links made absolute.
 */
import type { Nodes } from 'mdast';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import { site } from '@/lib/content/site';
import { isSitePath } from '@/lib/render/local-href';
import { absoluteUrl } from '@/lib/render/url';

/** The twin's address for a page's address. */
export const twinPath = (path: string) => `${path}.md`;

const parser = remark().use(remarkGfm).freeze();

function* nodes(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* nodes(child);
}

/** The markdown with every site-relative link, image and raw-HTML `href`/`src` made absolute; nothing else changes. */
export function absoluteLinks(markdown: string): string {
  // A site-relative address is written after `(`, `<`, `:`, a quote, a backslash or a space (or as an entity): text
  // with none of those before a `/` has none to change, and skips the parse.
  if (!/[(<:"'\s\\]\/|&(?:#|sol;)/i.test(markdown)) return markdown;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const node of nodes(parser.parse(markdown))) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const source = markdown.slice(start, end);
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && isSitePath(node.url)) {
      const at = node.type === 'definition' ? source.indexOf(node.url, source.indexOf(']:')) : source.lastIndexOf(node.url);
      if (at >= 0) edits.push({ start: start + at, end: start + at + node.url.length, text: absoluteUrl(node.url) });
    }
    if (node.type === 'html') {
      for (const match of source.matchAll(/\b(?:href|src)\s*=\s*(["'])(\/(?!\/)[^"']*)\1/gi)) {
        const at = start + match.index + match[0].indexOf(match[2]);
        edits.push({ start: at, end: at + match[2].length, text: absoluteUrl(match[2]) });
      }
    }
  }
  let result = markdown;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

export interface TwinSource {
  title: string;
  /** The answer in brief (or the excerpt), quoted under the title. */
  summary: string;
  /** The page's own address, e.g. /blog/hello-world. */
  path: string;
  /** ISO dates; `updated` only when later than `published`. */
  published: string;
  updated?: string;
  /** The markdown body as written. */
  body: string;
}

/** One page's markdown twin. */
export function buildMarkdownTwin({ title, summary, path, published, updated, body }: TwinSource): string {
  const facts = [
    `Published: ${published}`,
    ...(updated ? [`Updated: ${updated}`] : []),
    `Author: ${site.owner}, ${site.role} (${absoluteUrl('/about')})`,
    `Web page: ${absoluteUrl(path)}`,
  ];
  return `# ${title.trim()}\n\n> ${summary.replace(/\s+/g, ' ').trim()}\n\n${facts.join('  \n')}\n\n${absoluteLinks(body).trim()}\n`;
}
