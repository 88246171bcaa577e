/**
 * Post-export step: every page carries the part of its stylesheets it can use inline, in a `<style>`
 * where its `<link rel="stylesheet">` was, so first paint waits for no request after the HTML. The part
 * is chosen by scripts/postbuild/page-css.ts from the page's elements, classes and ids and the string tokens of
 * every script it runs (inline or same-site, the deferred hydration's too), so what those scripts and the
 * visitor's states (hover, focus, open) can add keeps its rules. Relative `url()`s
 * are rewritten to absolute paths, since they now resolve against the page. The CSS files stay in
 * the export: a route that keeps React (/contact) may still add its stylesheet link when it hydrates.
 * Inline styles are allowed by their hash in the Content-Security-Policy (scripts/postbuild/csp.ts), so
 * this step must run before that one.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PageStep } from './context';
import { findElements, relTokens } from './html-elements';
import { indexSheet, pageCss, pageTokens, scriptTokens, type SheetIndex } from './page-css';
import { pageScripts } from './site-export';

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
    if (!relTokens(link).includes('stylesheet') || !link.attribs.href) continue;
    const css = readCss(link.attribs.href);
    if (css === undefined) continue;
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${link.attribs.href} contains "</style", which would end the inline <style> early`);
    result += `${html.slice(from, link.start)}<style>${absoluteUrls(css, link.attribs.href).trim()}</style>`;
    from = link.end;
  }
  return result + html.slice(from);
}

/** Post-export step: inlines into every page the part of the export's own stylesheets it can use. */
export const inlineCssInExport: PageStep = ({ site }) => {
  const { basePath } = site;
  const sheets = new Map<string, SheetIndex | undefined>();
  const readSheet = (href: string) => {
    if (!sheets.has(href)) {
      const path = href.startsWith(`${basePath}/`) ? href.slice(basePath.length).split(/[?#]/)[0] : undefined;
      const file = path && site.file(path);
      sheets.set(href, file && path.endsWith('.css') && existsSync(file) ? indexSheet(absoluteUrls(readFileSync(file, 'utf8'), href)) : undefined);
    }
    return sheets.get(href);
  };
  const scripts = new Map<string, ReadonlySet<string>>();
  const readScript = (file: string) => {
    if (!scripts.has(file)) scripts.set(file, existsSync(site.file(file)) ? scriptTokens(readFileSync(site.file(file), 'utf8')) : new Set());
    return scripts.get(file)!;
  };
  return {
    rewrite: (html, page) => {
      const tokens: Array<ReadonlySet<string>> = [pageTokens(html)];
      for (const { src, element } of pageScripts(html).filter((script) => script.type === 'javascript')) {
        const file = src === undefined ? undefined : site.pathOfAddress(src, page.route);
        if (src === undefined) tokens.push(scriptTokens(element.inner));
        else if (file !== undefined) tokens.push(readScript(file));
      }
      return inlineStylesheets(html, (href) => {
        const sheet = readSheet(href);
        return sheet && pageCss(sheet, tokens);
      });
    },
  };
};
