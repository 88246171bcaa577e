/**
 * Markdown post body -> safe HTML plus its Table of Contents, in one tree (lib/render/post-html.ts): remark-gfm on,
 * headings given anchor ids. More syntax is one `.use()` line before remark-html.
 */
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import { createIdAllocator, type TocEntry } from './headings';
import { lastRenderedImages, PostHtmlProblem, postHandlers, sanitizeSchema } from './post-html';
import type { PostImage } from './post-images';
import { MAX_HEADINGS, MAX_NESTING } from './post-limits';
import { remarkSources } from './sources';
import { treeNodes } from './tree-nodes';

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** Every image it shows, in order (lib/render/post-images.ts). */
  images: PostImage[];
}

/** Every node of an mdast tree, in document order, with its depth. */
const mdastNodes = (tree: Nodes) => treeNodes<Nodes>(tree, (node) => ('children' in node ? node.children : []));

/** The text of a node, as a heading's TOC entry reads: no image alt text, no raw HTML. */
const plainText = (node: Nodes) => toString(node, { includeImageAlt: false, includeHtml: false });

/** What the plugin reads and writes on the file being processed (vfile's `data`). */
interface PostFile {
  data: Record<string, unknown>;
}

/**
 * Remark plugin: the nesting and heading limits, heading ids and the TOC, and a clear message for each
 * `#` heading in the body. Lines are the file's own: `firstLine` is where the body starts in it.
 */
function remarkPostStructure() {
  return (tree: Root, file: PostFile) => {
    const nextId = createIdAllocator();
    const toc: TocEntry[] = [];
    const problems: string[] = [];
    const source = String(file.data.source ?? 'markdown');
    const lineOffset = Number(file.data.firstLine ?? 1) - 1;
    const lineOf = (node: Nodes) => (node.position ? node.position.start.line + lineOffset : '?');
    for (const [node, depth] of mdastNodes(tree)) {
      if (depth > MAX_NESTING) throw new Error(`${source}:${lineOf(node)}: markdown nested more than ${MAX_NESTING} levels deep; flatten it`);
    }
    let headings = 0;
    for (const [node] of mdastNodes(tree)) {
      if (node.type !== 'heading' || node.depth > 4) continue;
      const text = plainText(node).trim();
      if (node.depth === 1) {
        problems.push(`${source}:${lineOf(node)}: "# ${text}" is a level-1 heading; the post title is the page's only one, so start sections at "##"`);
        continue;
      }
      headings += 1;
      if (headings > MAX_HEADINGS) throw new Error(`${source}:${lineOf(node)}: more than ${MAX_HEADINGS} headings in one post; split it into several posts`);
      const id = nextId(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth <= 3) toc.push({ id, text, level: node.depth as 2 | 3 });
    }
    if (problems.length) throw new Error(problems.join('\n'));
    file.data.toc = toc;
  };
}

// Void elements are written self-closed (<img />), the way React writes the rest of the page.
const processor = remark()
  .use(remarkGfm)
  .use(remarkSources)
  .use(remarkPostStructure)
  .use(remarkHtml, { handlers: postHandlers, sanitize: sanitizeSchema, closeSelfClosing: true })
  .freeze();

/**
 * Renders one post body. `source` names the file in error messages and `firstLine` is the body's first line in
 * that file (after the front matter), so each message gives the file's own line number. Throws one Error
 * listing every problem, one line each.
 */
export function markdownToHtml(markdown: string, source = 'markdown', firstLine = 1): RenderedMarkdown {
  try {
    const file = processor.processSync({ value: markdown, data: { source, firstLine } });
    return { html: String(file), toc: (file.data.toc as TocEntry[] | undefined) ?? [], images: lastRenderedImages() };
  } catch (error) {
    if (!(error instanceof PostHtmlProblem)) throw error;
    const line = error.at === undefined ? -1 : markdown.split('\n').findIndex((text) => text.includes(error.at!));
    throw new Error(`${source}${line < 0 ? '' : `:${line + firstLine}`}: ${error.message}`);
  }
}
