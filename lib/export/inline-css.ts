/**
 * Post-export step: every page carries its stylesheets inline, in a `<style>` where its
 * `<link rel="stylesheet">` was, so first paint waits for no request after the HTML (the whole sheet
 * is about 10 KiB gzip, less than one more round trip costs on a mobile network). Relative `url()`s
 * are rewritten to absolute paths, since they now resolve against the page. The CSS files stay in
 * the export: a route that keeps React (/contact) may still add its stylesheet link when it hydrates.
 * Inline styles are allowed by their hash in the Content-Security-Policy (lib/export/csp.ts), so
 * this step must run before that one.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PageStep } from './context';
import { findElements } from './html-elements';

const isStylesheet = (rel = '') => rel.toLowerCase().split(/\s+/).includes('stylesheet');

/** `css`, fetched from `href`, with each relative `url()` made absolute so it resolves the same from any page. */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    return `url(${quote}${new URL(url, new URL(href, 'http://site.invalid/')).pathname}${quote})`;
  });
}

/**
 * The page with each same-site stylesheet link replaced by a `<style>` holding the sheet.
 * `readCss(href)` returns the sheet's text, or undefined when it is not in the export (the link then stays).
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | undefined): string {
  let result = '';
  let from = 0;
  for (const link of findElements(html, ['link'])) {
    if (!isStylesheet(link.attribs.rel) || !link.attribs.href) continue;
    const css = readCss(link.attribs.href);
    if (css === undefined) continue;
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${link.attribs.href} contains "</style", which would end the inline <style> early`);
    result += `${html.slice(from, link.start)}<style>${absoluteUrls(css, link.attribs.href).trim()}</style>`;
    from = link.end;
  }
  return result + html.slice(from);
}

/** Post-export step: inlines the export's own stylesheets into every page. */
export const inlineCssInExport: PageStep = ({ site }) => {
  const { basePath } = site;
  const sheets = new Map<string, string | undefined>();
  const readCss = (href: string) => {
    if (!sheets.has(href)) {
      const path = href.startsWith(`${basePath}/`) ? href.slice(basePath.length).split(/[?#]/)[0] : undefined;
      const file = path && site.file(path);
      sheets.set(href, file && path.endsWith('.css') && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return sheets.get(href);
  };
  return { rewrite: (html) => inlineStylesheets(html, readCss) };
};
