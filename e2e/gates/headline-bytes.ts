/**
 * What a page needs before it can paint its headline: the gzip bytes of its HTML from the first byte to the end of
 * its `<h1>`, and any request the browser must finish first (a stylesheet link or a parser-blocking script before
 * the headline). Also the size of the CSS it carries inline. Pure: e2e/gates/headline.ts runs it on the export.
 */
import { gzipSync } from 'node:zlib';
import { findElements, relTokens, type ElementSpan } from '../../lib/export/html-elements';
import { headlineGzipLevel } from './budgets';

export interface HeadlineBytes {
  /** Gzip bytes of the HTML up to the end of the first `</h1>`. */
  toHeadline: number;
  /** Gzip bytes of the whole page. */
  page: number;
  /** Bytes of CSS in the page's `<style>` elements, as written and gzip-compressed. */
  inlineCss: number;
  inlineCssGzip: number;
  /** Requests that block rendering before the headline (their addresses). */
  blocking: string[];
}

const gzipBytes = (text: string) => gzipSync(text, { level: headlineGzipLevel }).length;

/** The page's figures, or an error when it has no `<h1>`. */
export function measureHeadline(html: string): HeadlineBytes {
  const elements = findElements(html, ['h1', 'link', 'script', 'style', 'template']);
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
  const css = elements.filter((element) => element.name === 'style').map((style) => style.inner).join('');
  return {
    toHeadline: gzipBytes(html.slice(0, h1.end)),
    page: gzipBytes(html),
    inlineCss: Buffer.byteLength(css),
    inlineCssGzip: css ? gzipBytes(css) : 0,
    blocking,
  };
}
