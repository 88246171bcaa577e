/**
 * Post-export step: every page preloads the faces its own stylesheets declare (app/fonts.ts, cut to the site's
 * characters by scripts/prebuild/subset-font.ts), so a first visit over a phone connection fetches them with the HTML
 * instead of when the CSS is parsed, and the swap from the metric-matched fallbacks comes early. The preloads are
 * derived from the `@font-face` rules of the page's stylesheet links, written by the site and marked as its own
 * (lib/render/own-markup.ts), before the first stylesheet; it runs after scripts/postbuild/own-scripts.ts (which removes
 * every hint the site did not write, next/font's included) and before scripts/postbuild/inline-css.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import postcss from 'postcss';
import { ownAttribute } from '../../lib/render/own-markup';
import type { PageStep } from './context';
import { findElements, insertAt, relTokens } from './html-elements';
import { cssUrlPath } from './site-export';

/** The `.woff2` addresses of a stylesheet's `@font-face` rules, in order, once each (relative ones against `href`). */
export function fontFaceUrls(css: string, href: string): string[] {
  const urls = new Set<string>();
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    rule.walkDecls('src', (decl) => {
      for (const [, , url] of decl.value.matchAll(/url\(\s*(['"]?)([^'")]+\.woff2)\1\s*\)/g)) {
        urls.add(cssUrlPath(url, href));
      }
    });
  });
  return [...urls];
}

/** The preload tag the site writes for one face. */
export const fontPreloadTag = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="" ${ownAttribute}=""/>`;

/** The page with a preload for each of `fonts(href)` of its stylesheets, before the first one; unchanged without one. */
export function addFontPreloads(html: string, fonts: (stylesheetHref: string) => readonly string[]): string {
  const stylesheets = findElements(html, ['link']).filter((link) => relTokens(link).includes('stylesheet') && link.attribs.href);
  const hrefs = [...new Set(stylesheets.flatMap((link) => fonts(link.attribs.href)))];
  return hrefs.length ? insertAt(html, stylesheets[0].start, hrefs.map(fontPreloadTag).join('')) : html;
}

/** Post-export step: each page preloads the faces of its own stylesheets. */
export const preloadFontsInExport: PageStep = ({ site }) => {
  const bySheet = new Map<string, string[]>();
  const fonts = (href: string) => {
    if (!bySheet.has(href)) {
      const path = site.pathOfAddress(href, '/');
      const file = path?.endsWith('.css') ? site.file(path) : undefined;
      bySheet.set(href, file && existsSync(file) ? fontFaceUrls(readFileSync(file, 'utf8'), href) : []);
    }
    return bySheet.get(href)!;
  };
  return { rewrite: (html) => addFontPreloads(html, fonts) };
};
