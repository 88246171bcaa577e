/**
 * Markdown post body -> safe HTML plus its Table of Contents (remark + remark-html).
 *
 * - `##`, `###` and `####` headings get anchor ids (lib/render/headings.ts); `##` and `###` form the TOC.
 * - Raw HTML blocks such as a `<figure>` are parsed as HTML (hast-util-raw, as rehype-raw does) and then
 *   everything passes an allow-list sanitizer: scripts, styles, iframes, event handlers and
 *   `javascript:` URLs are removed, harmless markup and text are kept.
 * - Site paths (`/images/x.svg`, `/contact`) get the base path; images load lazily unless told otherwise.
 * - GitHub-flavoured markdown (remark-gfm): footnotes `[^1]` become the numbered Sources list
 *   (lib/render/sources.ts). Links off the site, the Sources' included, open in a new tab with no opener or referrer.
 */
import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import type { Nodes, Root } from 'mdast';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml, { type Options as RemarkHtmlOptions } from 'remark-html';
import { createIdAllocator, type TocEntry } from './headings';
import { remarkSources } from './sources';
import { localHref } from './url';

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** The sanitizer's allow-list: GitHub's (hast-util-sanitize default) plus figures and image loading hints. */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  // Keep ids exactly as written: the default prefixes them with "user-content-", which breaks every anchor.
  clobberPrefix: '',
  // The post title is the page's only h1.
  tagNames: [...(defaultSchema.tagNames ?? []).filter((tag) => tag !== 'h1'), 'figure', 'figcaption'],
  attributes: {
    ...defaultSchema.attributes,
    // No `name`: with ids unprefixed, <img name="getElementById"> would clobber document methods.
    '*': (defaultSchema.attributes?.['*'] ?? []).filter((attribute) => attribute !== 'name'),
    img: [...(defaultSchema.attributes?.img ?? []), 'alt', 'width', 'height', ['loading', 'lazy', 'eager'], ['decoding', 'async', 'sync', 'auto']],
    // Links off the site open in a new tab, only ever without opener and referrer (set in finishElements).
    a: [...(defaultSchema.attributes?.a ?? []), ['target', '_blank'], ['rel', 'noopener', 'noreferrer']],
  },
  // Dropped together with their content (other unknown elements are unwrapped and their text kept).
  strip: ['script', 'style', 'iframe', 'noscript', 'template', 'title', 'textarea', 'select'],
};

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Every descendant of an mdast tree, depth first, in document order. */
function* mdastNodes(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* mdastNodes(child);
}

function* hastElements(node: HastRoot | HastContent): Generator<Element> {
  if (node.type === 'element') yield node;
  if ('children' in node) for (const child of node.children) yield* hastElements(child);
}

function plainText(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

/** Remark plugin: heading ids and the TOC, and a clear error for a `#` heading in the body. */
function remarkPostStructure() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const nextId = createIdAllocator();
    const toc: TocEntry[] = [];
    for (const node of mdastNodes(tree)) {
      if (node.type !== 'heading' || node.depth > 4) continue;
      const text = plainText(node).trim();
      if (node.depth === 1) {
        const where = `${String(file.data.source ?? 'markdown')}: line ${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: "# ${text}" is a level-1 heading; the post title is the page's only one, so start sections at "##"`);
      }
      const id = nextId(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth <= 3) toc.push({ id, text, level: node.depth as 2 | 3 });
    }
    file.data.toc = toc;
  };
}

/**
 * Site paths get the base path; links off the site open in a new tab with no opener or referrer (as
 * components/ui/ExternalLink.tsx does); images load lazily and decode off the main thread unless told otherwise.
 */
function finishElements(tree: HastRoot): void {
  for (const element of hastElements(tree)) {
    const props = element.properties;
    for (const key of ['href', 'src'] as const) {
      const value = props[key];
      if (typeof value === 'string' && isSitePath(value)) props[key] = localHref(value);
    }
    if (element.tagName === 'a' && typeof props.href === 'string' && /^https?:\/\//i.test(props.href)) {
      props.target = '_blank';
      props.rel = ['noopener', 'noreferrer'];
    }
    if (element.tagName === 'img') {
      props.loading ??= 'lazy';
      props.decoding ??= 'async';
    }
  }
}

type Handlers = NonNullable<RemarkHtmlOptions['handlers']>;
type Handler = NonNullable<Handlers['html']>;
type State = Parameters<Handler>[0];

/** Conversions that met raw HTML, so only those pay for re-parsing the tree. */
const sawRawHtml = new WeakSet<State>();

/** The default root conversion, then raw HTML parsed in context (as rehype-raw does) and element fix-ups. */
function rootToHast(state: State, node: Root) {
  const root: HastRoot = { type: 'root', children: state.wrap(state.all(node)) };
  state.patch(node, root);
  const tree = sawRawHtml.has(state) ? (raw(root) as HastRoot) : root;
  finishElements(tree);
  return state.applyData(node, tree);
}

/** Raw HTML becomes `raw` nodes, parsed once the whole tree exists, then sanitized by remark-html. */
const handlers: Handlers = {
  html: (state, node) => {
    sawRawHtml.add(state);
    return { type: 'raw', value: node.value };
  },
  // mdast-util-to-hast's Handler type omits the root, whose conversion returns a hast root.
  root: rootToHast as unknown as Handler,
};

// Void elements written self-closed (<img />), the way React writes the rest of the page.
const processor = remark()
  .use(remarkGfm)
  .use(remarkSources)
  .use(remarkPostStructure)
  .use(remarkHtml, { sanitize: sanitizeSchema, handlers, closeSelfClosing: true }).freeze();

/** Renders one post body. `source` names the file in error messages. */
export function markdownToHtml(markdown: string, source = 'markdown'): RenderedMarkdown {
  const file = processor.processSync({ value: markdown, data: { source } });
  return { html: String(file), toc: (file.data.toc as TocEntry[] | undefined) ?? [] };
}
