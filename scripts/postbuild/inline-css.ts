/**
 * Post-export step: every page carries inline the part of its stylesheets it can use (page-css.ts), so first paint
 * waits for no request after the HTML. The CSS files stay: /contact may add its link when it hydrates. Runs before
 * the CSP step, which allows inline styles by their hash.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PageStep } from './context';
import { findElements, relTokens } from './html-elements';
import { indexSheet, pageCss, pageTokens, scriptTokens, type SheetIndex } from './page-css';
import { cssUrlPath, pageScripts } from './site-export';

/** `css`, fetched from `href`, with each relative `url()` made absolute so it resolves the same from any page. */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    const path = cssUrlPath(url, href);
    return path === url ? whole : `url(${quote}${path}${quote})`;
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
  const sheets = new Map<string, SheetIndex | undefined>();
  const readSheet = (href: string) => {
    if (!sheets.has(href)) {
      const path = site.pathOfAddress(href, '/');
      const file = path?.endsWith('.css') ? site.file(path) : undefined;
      sheets.set(href, file && existsSync(file) ? indexSheet(absoluteUrls(readFileSync(file, 'utf8'), href)) : undefined);
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
