/**
 * Finds elements in serialized HTML by their exact source position, so build steps can remove
 * or insert markup while leaving every other byte of the page untouched (no re-serialization).
 */
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

/** Every element of `html`, in document order. */
function parseElements(html: string): ElementSpan[] {
  const found: ElementSpan[] = [];
  const open: ElementSpan[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      open.push({ name, attribs, start: parser.startIndex, startTagEnd: parser.endIndex + 1, end: -1, inner: '' });
    },
    onclosetag(name, isImplied) {
      const index = open.findLastIndex((element) => element.name === name);
      if (index < 0) return;
      const [element] = open.splice(index, 1);
      if (isImplied && parser.endIndex < element.startTagEnd) {
        element.end = element.startTagEnd; // a void element such as <link> or <meta>
      } else {
        // An explicit end tag ends the element; an implied close ends it where the next tag starts.
        const innerEnd = isImplied ? Math.min(parser.startIndex, html.length) : parser.startIndex;
        element.end = isImplied ? innerEnd : parser.endIndex + 1;
        element.inner = html.slice(element.startTagEnd, innerEnd);
      }
      found.push(element);
    },
  });
  parser.end(html);
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The last page parsed and its elements. The post-export steps run one after another on one page in memory
 * (lib/export/postbuild.ts), so each version of a page is parsed once, however many steps look at it.
 */
let parsed: { html: string; elements: readonly ElementSpan[] } | undefined;

/** Every element named in `names`, in document order (the spans are shared: treat them as read-only). */
export function findElements(html: string, names: readonly string[]): ElementSpan[] {
  if (parsed?.html !== html) parsed = { html, elements: parseElements(html) };
  const wanted = new Set(names);
  return parsed.elements.filter((element) => wanted.has(element.name));
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
