/**
 * Markdown post body -> safe HTML plus its Table of Contents.
 *
 * remark parses the markdown; a small plugin gives `##`, `###` and `####` headings anchor ids
 * (lib/render/headings.ts, through mdast-util-to-hast's `hProperties`) and collects the TOC (`##` and `###`);
 * remark-html with `sanitize: false` writes HTML with any raw HTML (a `<figure>`) as written; then the whole
 * string goes through one sanitize pass (lib/render/post-html.ts). More syntax is one `.use()` line before
 * remark-html (e.g. remark-gfm, whose footnote markup the allow-list keeps).
 */
import type { Nodes, Root } from 'mdast';
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { createIdAllocator, type TocEntry } from './headings';
import { sanitizePostHtml } from './post-html';
import { MAX_HEADINGS, MAX_NESTING } from './post-limits';

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** Every node of an mdast tree, in document order, with its depth; iterative, so no input can exhaust the stack. */
function* mdastNodes(tree: Nodes): Generator<[Nodes, number]> {
  const stack: Array<[Nodes, number]> = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    yield [node, depth];
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i], depth + 1]);
  }
}

function plainText(node: Nodes): string {
  let text = '';
  for (const [child] of mdastNodes(node)) {
    if ('value' in child && child.type !== 'html') text += child.value;
  }
  return text;
}

/** What the plugin reads and writes on the file being processed (vfile's `data`). */
interface PostFile {
  data: Record<string, unknown>;
}

const sourceOf = (file: PostFile) => String(file.data.source ?? 'markdown');

/** Remark plugin: the nesting and heading limits, heading ids and the TOC, and a clear error for a `#` heading. */
function remarkPostStructure() {
  return (tree: Root, file: PostFile) => {
    const nextId = createIdAllocator();
    const toc: TocEntry[] = [];
    let headings = 0;
    for (const [node, depth] of mdastNodes(tree)) {
      if (depth > MAX_NESTING) throw new Error(`${sourceOf(file)}: line ${node.position?.start.line ?? '?'}: markdown nested more than ${MAX_NESTING} levels deep; flatten it`);
    }
    for (const [node] of mdastNodes(tree)) {
      if (node.type !== 'heading' || node.depth > 4) continue;
      const text = plainText(node).trim();
      const where = `${sourceOf(file)}: line ${node.position?.start.line ?? '?'}`;
      if (node.depth === 1) {
        throw new Error(`${where}: "# ${text}" is a level-1 heading; the post title is the page's only one, so start sections at "##"`);
      }
      headings += 1;
      if (headings > MAX_HEADINGS) throw new Error(`${where}: more than ${MAX_HEADINGS} headings in one post; split it into several posts`);
      const id = nextId(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth <= 3) toc.push({ id, text, level: node.depth as 2 | 3 });
    }
    file.data.toc = toc;
  };
}

// Raw HTML passes through as written here; sanitizePostHtml() cleans the whole result.
const processor = remark().use(remarkPostStructure).use(remarkHtml, { sanitize: false }).freeze();

/** Renders one post body. `source` names the file in error messages. */
export function markdownToHtml(markdown: string, source = 'markdown'): RenderedMarkdown {
  const file = processor.processSync({ value: markdown, data: { source } });
  return { html: sanitizePostHtml(String(file), source), toc: (file.data.toc as TocEntry[] | undefined) ?? [] };
}
