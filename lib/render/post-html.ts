/**
 * A post's markdown tree to its HTML tree inside remark-html (lib/render/markdown.ts), parsed once: raw HTML is parsed
 * in place (hast-util-raw), checked and fixed up, then cleaned by `sanitizeSchema`. Duplicate ids break the skip link,
 * `aria-labelledby` and the Table of Contents, so they stop the build. Under `next dev` raster images stay plain `<img>`.
 */
import type { Element, Nodes, Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { Parser } from 'htmlparser2';
import type { Html, Root as MdastRoot } from 'mdast';
import type { Options as RemarkHtmlOptions } from 'remark-html';
import { isReservedId } from './headings';
import { ImageProblem, postImageFormats, postImageSizes, readPostImage, variantPath, type PostImage } from './post-images';
import { MAX_NESTING } from './post-limits';
import { treeNodes } from './tree-nodes';
import { isSitePath } from './local-href';
import { localHref } from './url';
import { isDev } from './dev-mode';

/** A problem in a post body's HTML; markdownToHtml prefixes the file's name (and the line where `at` is first written). */
export class PostHtmlProblem extends Error {
  constructor(
    message: string,
    /** Text written where the problem is (an image's address), to find its line by. */
    readonly at?: string,
  ) {
    super(message);
  }
}

/** GitHub's allow-list (hast-util-sanitize's default, GFM footnotes included) plus figures and image hints. */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  // Keep ids exactly as written: the default prefixes them with "user-content-", which breaks every anchor.
  clobberPrefix: '',
  // The post title is the page's only h1.
  tagNames: [...(defaultSchema.tagNames ?? []).filter((tag) => tag !== 'h1'), 'figure', 'figcaption', 'picture', 'source'],
  attributes: {
    ...defaultSchema.attributes,
    // No `name`: with ids unprefixed, <img name="getElementById"> would clobber document methods.
    '*': (defaultSchema.attributes?.['*'] ?? []).filter((attribute) => attribute !== 'name'),
    // A region needs a name: the Sources list is a section named by its heading (finishElements).
    section: [...(defaultSchema.attributes?.section ?? []), 'ariaLabel', 'ariaLabelledBy'],
    img: [...(defaultSchema.attributes?.img ?? []), 'alt', 'width', 'height', ['loading', 'lazy', 'eager'], ['decoding', 'async', 'sync', 'auto']],
    // Only ever written by finishImages: an owner's own <picture> or <source> stops the build.
    source: ['srcSet', 'sizes', ['type', ...postImageFormats.map((format) => `image/${format}`)]],
    // Links off the site open in a new tab, only ever without opener and referrer (set in finishElements).
    a: [...(defaultSchema.attributes?.a ?? []), ['target', '_blank'], ['rel', 'noopener', 'noreferrer']],
  },
  // Dropped together with their content (other unknown elements are unwrapped and their text kept).
  strip: ['script', 'style', 'iframe', 'noscript', 'template', 'title', 'textarea', 'select'],
};

/** Every node under `tree`, in document order, with its depth. */
const nodes = (tree: Nodes) => treeNodes<Nodes>(tree, (node) => ('children' in node ? node.children : []));

function* elements(tree: Nodes): Generator<[Element, number]> {
  for (const [node, depth] of nodes(tree)) if (node.type === 'element') yield [node, depth];
}

const tooDeep = (tagName: string) => new PostHtmlProblem(`HTML nested more than ${MAX_NESTING} elements deep (at a <${tagName}>); flatten it`);

/** Refuses raw HTML nested deeper than MAX_NESTING before parsing it: tree building recurses once per level. */
function checkRawNesting(tree: Nodes): void {
  let depth = 0;
  let base = 0;
  const parser = new Parser({
    onopentag(name) {
      depth += 1;
      if (base + depth > MAX_NESTING) throw tooDeep(name);
    },
    onclosetag() {
      depth = Math.max(0, depth - 1);
    },
  });
  for (const [node, nodeDepth] of nodes(tree)) {
    if (node.type !== 'raw') continue;
    base = nodeDepth;
    parser.write(node.value);
  }
  parser.end();
}

function checkTreeNesting(tree: Nodes): void {
  for (const [element, depth] of elements(tree)) if (depth > MAX_NESTING) throw tooDeep(element.tagName);
}

/** The ids lib/render/sources.ts gives citations and sources (a double hyphen, which no page id of this shape has). */
const isSourcesId = (id: string) => /^(source|cite)--\d+(-\d+)?$/.test(id);

/** Ids: none the page uses, none twice. Site paths get the base path; links off the site open in a new tab. */
function finishElements(tree: Nodes): void {
  const ids = new Set<string>();
  for (const [element] of elements(tree)) {
    const props = element.properties;
    if (typeof props.id === 'string') {
      if (isReservedId(props.id) && !isSourcesId(props.id)) throw new PostHtmlProblem(`the id "${props.id}" belongs to the page itself; give the <${element.tagName}> another id`);
      if (ids.has(props.id)) throw new PostHtmlProblem(`the id "${props.id}" is used twice (a heading's anchor counts); give the <${element.tagName}> another id`);
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
    // A region needs a name: a section (the Sources list among them) is named by its first heading.
    if (element.tagName === 'section' && props.ariaLabel === undefined && props.ariaLabelledBy === undefined) {
      const heading = element.children.find((child): child is Element => child.type === 'element' && /^h[2-6]$/.test(child.tagName) && typeof child.properties.id === 'string');
      if (heading) props.ariaLabelledBy = [String(heading.properties.id)];
    }
  }
}


/** A srcset entry's address: the base path added, and the characters a srcset splits on escaped. */
const srcsetAddress = (path: string) => encodeURI(localHref(path)).replaceAll(',', '%2C');

/** Every image of the tree, checked and made ready, in order. Runs before finishElements adds the base path. */
function finishImages(tree: Nodes): PostImage[] {
  const images: PostImage[] = [];
  const found: Element[] = [];
  for (const [element] of elements(tree)) {
    if (element.tagName === 'picture' || element.tagName === 'source') {
      throw new PostHtmlProblem(`a <${element.tagName}> is made by the build from each image: write a plain <img> (or ![description](/images/blog/photo.jpg)) and the build adds the sizes`, `<${element.tagName}`);
    }
    if (element.tagName === 'img') found.push(element);
  }
  for (const element of found) {
    const props = element.properties;
    const src = typeof props.src === 'string' ? props.src : '';
    const alt = typeof props.alt === 'string' ? props.alt.trim() : '';
    if (!src) throw new PostHtmlProblem('an image has no address: give its <img> a src, e.g. src="/images/blog/photo.jpg"');
    if (!alt) {
      throw new PostHtmlProblem(`the image "${src}" has no description, which screen readers need: say what it shows in its alt text (the editor's "Alt text"; in markdown ![what it shows](${src}))`, src);
    }
    let image: PostImage;
    try {
      image = readPostImage(src);
    } catch (error) {
      throw error instanceof ImageProblem ? new PostHtmlProblem(error.message, src) : error;
    }
    images.push(image);
    // An SVG keeps the size written on it (a diagram drawn small); anything else is shown at its own proportions.
    const written = image.widths.length === 0 && typeof props.width === 'number' && typeof props.height === 'number';
    const img: Element['properties'] = {
      ...props,
      alt,
      width: written ? props.width : image.width,
      height: written ? props.height : image.height,
      loading: images.length === 1 ? 'eager' : 'lazy',
      decoding: 'async',
    };
    if (image.widths.length === 0 || isDev) {
      element.properties = img;
      continue;
    }
    const sources: Element[] = postImageFormats.map((format) => ({
      type: 'element',
      tagName: 'source',
      properties: { type: `image/${format}`, srcSet: image.widths.map((width) => `${srcsetAddress(variantPath(src, width, format))} ${width}w`).join(', '), sizes: postImageSizes },
      children: [],
    }));
    element.tagName = 'picture';
    element.properties = {};
    element.children = [...sources, { type: 'element', tagName: 'img', properties: img, children: [] }];
  }
  return images;
}

let lastImages: PostImage[] = [];

/** The images of the last tree the handlers finished (markdownToHtml reads them after each render). */
export const lastRenderedImages = () => lastImages;

/** remark-html's handlers for posts: raw HTML kept (remark-html would drop it), then parsed and fixed at the root. */
export const postHandlers: NonNullable<RemarkHtmlOptions['handlers']> = {
  html: (state, node: Html) => {
    const result = { type: 'raw' as const, value: node.value };
    state.patch(node, result);
    return result;
  },
  root: (state, node: MdastRoot) => {
    const tree: HastRoot = { type: 'root', children: state.wrap(state.all(node)) };
    state.patch(node, tree);
    checkRawNesting(tree);
    const parsed = raw(tree);
    checkTreeNesting(parsed);
    lastImages = [];
    lastImages = finishImages(parsed);
    finishElements(parsed);
    // Its children: remark-html makes them the root of the tree it sanitizes and writes.
    return 'children' in parsed ? parsed.children.flatMap((child) => (child.type === 'doctype' ? [] : [child])) : [];
  },
};
