/** Elements found by source position, so build steps change markup leaving every other byte untouched. */
import { Parser } from 'htmlparser2';

export interface ElementSpan {
  /** Lower-case tag name. */
  name: string;
  /** Attributes with lower-case names and decoded values. */
  attribs: Record<string, string>;
  /** Index of the element's opening `<`. */
  start: number;
  /** Index just past the element's last `>`: its end tag, or its start tag for void elements. */
  end: number;
  /** Index just past the start tag's `>`. */
  startTagEnd: number;
  /** The raw source between the start and end tags ('' for void elements), e.g. a script's text. */
  inner: string;
}

/** The tokens of an element's `rel` attribute, lower-cased (`<link rel="Preload stylesheet">` -> ['preload', 'stylesheet']). */
export const relTokens = (element: Pick<ElementSpan, 'attribs'>): string[] => (element.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** `<link>` relations that make the browser fetch or connect before anything uses it. */
const fetchingRelations = new Set(['preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch', 'prerender']);

/** A `<link>` that fetches or connects ahead of use. */
export const isResourceHint = (link: ElementSpan) => link.name === 'link' && relTokens(link).some((rel) => fetchingRelations.has(rel));

/** A `<link>` that fetches a script ahead: `modulepreload`, or `preload` as a script. */
export const isScriptHint = (link: ElementSpan) =>
  isResourceHint(link) && (relTokens(link).includes('modulepreload') || (relTokens(link).includes('preload') && link.attribs.as?.toLowerCase() === 'script'));

interface Parse {
  /** Every element, in document order. */
  elements: ElementSpan[];
  /** The input left an element open, or closed one it never opened: as a piece of a page, it cannot stand alone. */
  unbalanced: boolean;
}

function parseElements(html: string): Parse {
  const elements: ElementSpan[] = [];
  const open: ElementSpan[] = [];
  let unbalanced = false;
  let ending = false;
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      open.push({ name, attribs, start: parser.startIndex, startTagEnd: parser.endIndex + 1, end: -1, inner: '' });
    },
    onclosetag(name, isImplied) {
      const index = open.findLastIndex((element) => element.name === name);
      if (index < 0) {
        unbalanced ||= !isImplied;
        return;
      }
      const [element] = open.splice(index, 1);
      if (isImplied && parser.endIndex < element.startTagEnd) {
        element.end = element.startTagEnd; // a void element such as <link> or <meta>
      } else {
        unbalanced ||= ending;
        // An explicit end tag ends the element; an implied close ends it where the next tag starts.
        const innerEnd = isImplied ? Math.min(parser.startIndex, html.length) : parser.startIndex;
        element.end = isImplied ? innerEnd : parser.endIndex + 1;
        element.inner = html.slice(element.startTagEnd, innerEnd);
      }
      elements.push(element);
    },
  });
  parser.write(html);
  ending = true;
  parser.end();
  return { elements: elements.sort((a, b) => a.start - b.start), unbalanced };
}

/** How many characters `a` and `b` share at their start (compared in blocks, then characters). */
function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let at = 0;
  for (const step of [4096, 256, 16, 1]) while (at + step <= max && a.slice(at, at + step) === b.slice(at, at + step)) at += step;
  return at;
}

/** How many characters `a` and `b` share at their end, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let at = 0;
  for (const step of [4096, 256, 16, 1]) {
    while (at + step <= max && a.slice(a.length - at - step, a.length - at) === b.slice(b.length - at - step, b.length - at)) at += step;
  }
  return at;
}

/** Elements whose content is raw text or inert markup: a change inside one reads it again whole. */
const readWhole = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'noembed', 'noframes', 'xmp']);

/**
 * The elements of `html`, `before` with one stretch changed, parsing only that stretch widened to whole elements;
 * undefined when that would not save a full parse. Hand-written: each post-export step changes a few bytes of a page
 * the next step reads again, so this spares a full htmlparser2 parse of the whole page per step.
 */
function reparse(before: string, elements: readonly ElementSpan[], html: string): ElementSpan[] | undefined {
  const prefix = commonPrefix(before, html);
  const delta = html.length - before.length;
  let from = prefix;
  let to = before.length - commonSuffix(before, html, Math.min(before.length, html.length) - prefix);
  for (let widened = true; widened; ) {
    widened = false;
    for (const element of elements) {
      const inside = element.start >= from && element.end <= to;
      const apart = element.end <= from || element.start >= to;
      const contains = element.startTagEnd <= from && element.startTagEnd + element.inner.length >= to && !readWhole.has(element.name);
      if (inside || apart || contains) continue;
      from = Math.min(from, element.start);
      to = Math.max(to, element.end);
      widened = true;
    }
  }
  if (to - from > before.length / 2) return undefined;
  const piece = parseElements(html.slice(from, to + delta));
  if (piece.unbalanced) return undefined;
  const result: ElementSpan[] = [];
  for (const element of elements) {
    if (element.end <= from) result.push(element);
    else if (element.start < from) result.push({ ...element, end: element.end + delta, inner: html.slice(element.startTagEnd, element.startTagEnd + element.inner.length + delta) });
  }
  for (const element of piece.elements) result.push({ ...element, start: element.start + from, startTagEnd: element.startTagEnd + from, end: element.end + from });
  for (const element of elements) {
    if (element.start >= to) result.push({ ...element, start: element.start + delta, startTagEnd: element.startTagEnd + delta, end: element.end + delta });
  }
  return result;
}

/** The last page parsed and its elements: the post-export steps run in turn on one page in memory. */
let parsed: { html: string; elements: readonly ElementSpan[] } | undefined;

/** Every element of the page, in document order (the spans are shared: treat them as read-only). */
export function allElements(html: string): readonly ElementSpan[] {
  if (parsed?.html !== html) parsed = { html, elements: (parsed && reparse(parsed.html, parsed.elements, html)) ?? parseElements(html).elements };
  return parsed.elements;
}

/** Every element named in `names`, in document order (the spans are shared: treat them as read-only). */
export function findElements(html: string, names: readonly string[]): ElementSpan[] {
  const wanted = new Set(names);
  return allElements(html).filter((element) => wanted.has(element.name));
}

/** The HTML with the given elements cut out (whole elements, start tag to end tag). */
export function removeElements(html: string, elements: readonly ElementSpan[]): string {
  let result = '';
  let cursor = 0;
  for (const element of [...elements].sort((a, b) => a.start - b.start)) {
    if (element.start < cursor) continue;
    result += html.slice(cursor, element.start);
    cursor = element.end;
  }
  return result + html.slice(cursor);
}

/** The HTML with `markup` inserted at `index`. */
export function insertAt(html: string, index: number, markup: string): string {
  return html.slice(0, index) + markup + html.slice(index);
}
