/**
 * The one pass every post body's HTML goes through before it reaches a page: parsed as an HTML fragment
 * (hast-util-from-html, the way a browser parses it), checked, cleaned by an allow-list
 * (hast-util-sanitize), fixed up, and written out again (hast-util-to-html).
 *
 * - Scripts, styles, iframes, forms, event handlers and `javascript:` URLs are removed; harmless markup and
 *   text are kept.
 * - Site paths (`/images/x.svg`, `/contact`) get the base path; images load lazily unless told otherwise.
 * - An id the page already uses (lib/render/headings.ts) or an id given twice stops the build, naming the
 *   file: duplicate ids break the skip link, `aria-labelledby` and the Table of Contents.
 * - Nesting deeper than MAX_NESTING stops the build, naming the file.
 * - A `<section>` (GFM's Sources list) is named by its first heading (aria-labelledby).
 */
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { Parser } from 'htmlparser2';
import { isReservedId } from './headings';
import { MAX_NESTING } from './post-limits';
import { localHref } from './url';

/**
 * The sanitizer's allow-list: GitHub's (hast-util-sanitize's default, which also keeps GFM footnote markup:
 * `sup`, `section[data-footnotes]`, `a[data-footnote-ref]`, ids on `li`) plus figures, image loading hints and a
 * section's aria-label.
 */
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
    // The Sources list is a section named "Sources" (lib/render/sources.ts), so it is a region with a name.
    section: [...(defaultSchema.attributes?.section ?? []), 'ariaLabel'],
    img: [...(defaultSchema.attributes?.img ?? []), 'alt', 'width', 'height', ['loading', 'lazy', 'eager'], ['decoding', 'async', 'sync', 'auto']],
    // Links off the site open in a new tab, only ever without opener and referrer (set in finishElements).
    a: [...(defaultSchema.attributes?.a ?? []), ['target', '_blank'], ['rel', 'noopener', 'noreferrer']],
  },
  // Dropped together with their content (other unknown elements are unwrapped and their text kept).
  strip: ['script', 'style', 'iframe', 'noscript', 'template', 'title', 'textarea', 'select'],
};

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Every element under `tree`, in document order, with its depth; iterative, so no input can exhaust the stack. */
function* elements(tree: Nodes): Generator<[Element, number]> {
  const stack: Array<[Nodes, number]> = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node.type === 'element') yield [node, depth];
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i], depth + 1]);
  }
}

const tooDeep = (source: string, tagName: string) => new Error(`${source}: HTML nested more than ${MAX_NESTING} elements deep (at a <${tagName}>); flatten it`);

/**
 * Refuses HTML nested deeper than MAX_NESTING, first with a streaming scan (htmlparser2 keeps no call stack
 * per level, while building and cleaning a tree recurses once per level), then on the parsed tree itself.
 */
function checkNesting(html: string, source: string): void {
  let depth = 0;
  const parser = new Parser({
    onopentag(name) {
      depth += 1;
      if (depth > MAX_NESTING) throw tooDeep(source, name);
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
}

function checkTreeNesting(tree: Nodes, source: string): void {
  for (const [element, depth] of elements(tree)) if (depth > MAX_NESTING) throw tooDeep(source, element.tagName);
}

/** The ids lib/render/sources.ts gives citations and sources (a double hyphen, which no page id of this shape has). */
const isSourcesId = (id: string) => /^(source|cite)--\d+(-\d+)?$/.test(id);

/**
 * Ids: none the page uses, none twice. Links: site paths get the base path; links off the site open in a new
 * tab with no opener or referrer (as components/ui/ExternalLink.tsx does). Images: lazy unless told otherwise.
 */
function finishElements(tree: Nodes, source: string): void {
  const ids = new Set<string>();
  for (const [element] of elements(tree)) {
    const props = element.properties;
    if (typeof props.id === 'string') {
      if (isReservedId(props.id) && !isSourcesId(props.id)) throw new Error(`${source}: the id "${props.id}" belongs to the page itself; give the <${element.tagName}> another id`);
      if (ids.has(props.id)) throw new Error(`${source}: the id "${props.id}" is used twice (a heading's anchor counts); give the <${element.tagName}> another id`);
      ids.add(props.id);
    }
    for (const key of ['href', 'src'] as const) {
      const value = props[key];
      if (typeof value === 'string' && isSitePath(value)) props[key] = localHref(value);
    }
    if (element.tagName === 'a' && typeof props.href === 'string' && /^https?:\/\//i.test(props.href)) {
      delete props.rel;
      props.target = '_blank';
      props.rel = ['noopener', 'noreferrer'];
    }
    if (element.tagName === 'img') {
      props.loading ??= 'lazy';
      props.decoding ??= 'async';
    }
    // A region needs a name: a section (the Sources list among them) is named by its first heading.
    if (element.tagName === 'section' && props.ariaLabel === undefined && props.ariaLabelledBy === undefined) {
      const heading = element.children.find((child): child is Element => child.type === 'element' && /^h[2-6]$/.test(child.tagName) && typeof child.properties.id === 'string');
      if (heading) props.ariaLabelledBy = [String(heading.properties.id)];
    }
  }
}

/** Cleans one post body's HTML. `source` names the file in error messages. */
export function sanitizePostHtml(html: string, source: string): string {
  checkNesting(html, source);
  const tree = fromHtml(html, { fragment: true });
  checkTreeNesting(tree, source);
  const clean = sanitize(tree, sanitizeSchema);
  finishElements(clean, source);
  // Void elements written self-closed (<img />), the way React writes the rest of the page.
  return toHtml(clean, { closeSelfClosing: true });
}
