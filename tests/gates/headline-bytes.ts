/**
 * What a page needs before it can paint its headline: the gzip bytes of its HTML from the first byte to the marker
 * its first paint waits for (`<link rel="expect" blocking="render">`, lib/render/first-screen.ts), which must come
 * after its `<h1>`, and any request the browser must finish first (a stylesheet link or a parser-blocking script
 * before the headline). Also the size of the CSS it carries inline. Pure: tests/gates/headline.ts runs it on the export.
 */
import { findElements, relTokens, type ElementSpan } from '../../scripts/postbuild/html-elements';
import { gzipBytes } from '../../scripts/budgets';

export interface HeadlineBytes {
  /** Gzip bytes of the HTML up to the end of the first `</h1>`. */
  toHeadline: number;
  /** Gzip bytes of the HTML up to the marker first paint waits for (after the `<h1>`, lib/render/first-screen.ts). */
  toFirstPaint: number;
  /** Gzip bytes of the whole page. */
  page: number;
  /** Bytes of CSS in the page's `<style>` elements, as written and gzip-compressed. */
  inlineCss: number;
  inlineCssGzip: number;
  /** Requests that block rendering before the headline (their addresses). */
  blocking: string[];
}


/**
 * The element a `<link rel="expect" href="#id" blocking="render">` in the head holds first paint until; an error when
 * the page has no such link, or its target is missing or comes before the headline.
 */
function firstPaintMarker(elements: readonly ElementSpan[], h1: ElementSpan): ElementSpan {
  const head = elements.find((element) => element.name === 'head');
  const expects = elements.filter(
    (element) => element.name === 'link' && relTokens(element).includes('expect') && /\brender\b/i.test(element.attribs.blocking ?? '') && head && element.start > head.start && element.end <= head.end,
  );
  if (expects.length !== 1) throw new Error(`the head has ${expects.length} <link rel="expect" blocking="render"> (one names where first paint may start)`);
  const id = decodeURIComponent(expects[0].attribs.href?.replace(/^#/, '') ?? '');
  const targets = elements.filter((element) => element.name === 'div' && element.attribs.id === id);
  if (targets.length !== 1) throw new Error(`first paint waits for <div id="${id}">, which the page has ${targets.length} times`);
  if (targets[0].start < h1.end) throw new Error(`#${id}, where first paint may start, comes before the <h1>`);
  return targets[0];
}

/** The page's figures, or an error when it has no `<h1>`, or no marker after it that first paint waits for. */
export function measureHeadline(html: string): HeadlineBytes {
  const elements = findElements(html, ['head', 'h1', 'div', 'link', 'script', 'style', 'template']);
  // A template's content is inert, and modern browsers skip `nomodule` scripts.
  const templates = elements.filter((element) => element.name === 'template');
  const live = (element: ElementSpan) => !templates.some((template) => element.start > template.start && element.end <= template.end);
  const h1 = elements.find((element) => element.name === 'h1');
  if (!h1) throw new Error('the page has no <h1>');
  const before = elements.filter((element) => element.start < h1.start && live(element));
  const blocking = [
    ...before.filter((element) => element.name === 'link' && relTokens(element).includes('stylesheet') && !element.attribs.media?.match(/^print$/i)).map((link) => link.attribs.href),
    ...before
      .filter((element) => element.name === 'script' && element.attribs.src !== undefined)
      .filter(({ attribs }) => attribs.async === undefined && attribs.defer === undefined && attribs.nomodule === undefined && attribs.type !== 'module')
      .map((script) => script.attribs.src),
  ];
  const marker = firstPaintMarker(elements, h1);
  const css = elements.filter((element) => element.name === 'style').map((style) => style.inner).join('');
  return {
    toHeadline: gzipBytes(html.slice(0, h1.end)),
    toFirstPaint: gzipBytes(html.slice(0, marker.end)),
    page: gzipBytes(html),
    inlineCss: Buffer.byteLength(css),
    inlineCssGzip: css ? gzipBytes(css) : 0,
    blocking,
  };
}
