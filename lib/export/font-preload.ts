/**
 * Post-export step: every page preloads the faces the home page preloads. next/font writes the root layout's
 * preloads (app/fonts.ts, `preload: true`) into every page but the not-found page, which would otherwise start its
 * faces only when its inline CSS is parsed. The tags are copied byte for byte, before the page's first stylesheet
 * (where Next puts them), so they keep their base path; nothing else in a page changes.
 */
import type { PageStep } from './context';
import { findElements, insertAt, relTokens, type ElementSpan } from './html-elements';

const isFontPreload = (link: ElementSpan) => relTokens(link).includes('preload') && link.attribs.as === 'font';

/** The font preload tags of a page, as written, by address. */
export function fontPreloads(html: string): Map<string, string> {
  return new Map(findElements(html, ['link']).filter(isFontPreload).map((link) => [link.attribs.href, html.slice(link.start, link.end)]));
}

/** The page with every preload in `preloads` it lacks, before its first stylesheet (or at the end of <head>). */
export function addFontPreloads(html: string, preloads: ReadonlyMap<string, string>): string {
  const links = findElements(html, ['link']);
  const have = new Set(links.filter(isFontPreload).map((link) => link.attribs.href));
  const missing = [...preloads].filter(([href]) => !have.has(href)).map(([, tag]) => tag);
  if (!missing.length) return html;
  const stylesheet = links.find((link) => relTokens(link).includes('stylesheet'));
  const at = stylesheet?.start ?? html.indexOf('</head>');
  if (at < 0) throw new Error('font-preload: the page has neither a stylesheet nor </head>');
  return insertAt(html, at, missing.join(''));
}

/** Adds the home page's font preloads to every exported page that lacks them. */
export const preloadFontsInExport: PageStep = ({ site }) => {
  const home = site.page('/');
  const preloads = home ? fontPreloads(site.read(home)) : new Map<string, string>();
  return { rewrite: (html) => addFontPreloads(html, preloads) };
};
