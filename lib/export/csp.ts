/**
 * The site's Content-Security-Policy, and the post-build step that writes it into every page.
 * Scripts and styles are allowed from the site itself and, inline, only by the sha256 hash of their
 * exact text (no 'unsafe-inline'; the inline `<style>` is the stylesheet, lib/export/inline-css.ts). The form service is the only other origin: the enquiry form posts
 * to it. Share buttons open popups by navigation, which CSP does not restrict.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { site } from '@/content/site';
import { exportedPages } from './exported-pages';
import { findElements, insertAt, removeElements, type ElementSpan } from './html-elements';

/** Script types the browser runs or interprets as rules, so CSP governs them (JSON-LD is inert data). */
const governedTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules', 'importmap']);

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` sources for every inline script the browser would run in this page, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = findElements(html, ['script'])
    .filter((script) => script.attribs.src === undefined && governedTypes.has((script.attribs.type ?? '').trim().toLowerCase()))
    .map((script) => hashSource(script.inner));
  return [...new Set(hashes)];
}

/** `'sha256-…'` sources for every `<style>` element in this page, in order, without duplicates. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set(findElements(html, ['style']).map((style) => hashSource(style.inner)))];
}

export interface PolicyOptions {
  /** Hash sources of the inline scripts to allow. */
  scriptHashes: readonly string[];
  /** Hash sources of the inline `<style>` elements to allow. */
  styleHashes?: readonly string[];
  /** Delivered as an HTTP header: adds the directives a `<meta>` policy ignores (frame-ancestors). */
  header?: boolean;
  /** Base address of the form-forwarding service (default: content/site.ts). */
  formEndpoint?: string;
}

/** The policy as a header or meta value. */
export function contentSecurityPolicy({ scriptHashes, styleHashes = [], header = false, formEndpoint = site.formEndpoint }: PolicyOptions): string {
  const formOrigin = new URL(formEndpoint).origin;
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", formOrigin],
    ['form-action', "'self'", formOrigin],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const isCspMeta = (element: ElementSpan) => element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'content-security-policy';

/**
 * The page with its policy in a `<meta http-equiv>` at the top of <head>, ahead of every script and
 * stylesheet (a policy found there already is replaced, so the step can run again).
 */
export function addCspMeta(page: string): string {
  return withCspMeta(page).html;
}

/** The inline-script and inline-style hash sources a policy allows. */
export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

function withCspMeta(page: string): InlineHashes & { html: string } {
  const html = removeElements(page, findElements(page, ['meta']).filter(isCspMeta));
  const [head, first] = findElements(html, ['head', 'meta', 'link', 'script', 'style', 'title', 'base']);
  if (head?.name !== 'head') throw new Error('csp: page has no <head>');
  // Keep <meta charset> first, as HTML requires it within the first 1024 bytes.
  const at = first && first.start === head.startTagEnd && first.name === 'meta' && 'charset' in first.attribs ? first.end : head.startTagEnd;
  const scriptHashes = inlineScriptHashes(html);
  const styleHashes = inlineStyleHashes(html);
  const policy = contentSecurityPolicy({ scriptHashes, styleHashes });
  return { html: insertAt(html, at, `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`), scriptHashes, styleHashes };
}

/**
 * Post-build step: writes each page's policy into it. Returns every inline-script and inline-style
 * hash used anywhere in the export, sorted: what a site-wide header policy must allow.
 */
export function addCspToExport(outDir: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { file } of exportedPages(outDir)) {
    const { html, scriptHashes, styleHashes } = withCspMeta(readFileSync(file, 'utf8'));
    writeFileSync(file, html);
    for (const hash of scriptHashes) scripts.add(hash);
    for (const hash of styleHashes) styles.add(hash);
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() };
}
