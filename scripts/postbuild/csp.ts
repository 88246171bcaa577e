/**
 * The site's Content-Security-Policy, and the post-export step that writes it into every page.
 * Scripts and styles are allowed from the site itself and, inline, only by the sha256 hash of their
 * exact text (no 'unsafe-inline'; the inline `<style>` is the stylesheet, scripts/postbuild/inline-css.ts).
 * The form service is the only other origin scripts may reach: the enquiry form posts to it. Forms may
 * also go to SITE_URL's origin, where the service returns a no-script visitor (`_next`) from whichever
 * host the page was served (apex, www, a preview address): CSP checks that redirect too. Share buttons open popups
 * by navigation, which CSP does not restrict. Every page also requires Trusted Types for scripts, so no string can
 * ever become script: the site's own scripts and React's island (which loads its bundle with `import()`) use no such sink. Pages with the search box (a `<form data-search>`,
 * components/blog/SearchBox.tsx) may also compile WebAssembly ('wasm-unsafe-eval'), which the search engine
 * (Pagefind) runs; no other page may, and no page may evaluate strings ('unsafe-eval').
 */
import { createHash } from 'node:crypto';
import { site } from '@/lib/content/site';
import { serviceSettings } from '@/lib/form-service/settings';
import type { ExportContext, PageRewrite } from './context';
import { findElements, insertAt, removeElements, type ElementSpan } from './html-elements';
import { isCspGoverned, pageScripts } from './site-export';

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` sources for every inline script CSP governs in this page, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(pageScripts(html).filter(isCspGoverned).map(({ element }) => hashSource(element.inner)))];
}

/** `'sha256-…'` sources for every `<style>` element in this page, in order, without duplicates. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set(findElements(html, ['style']).map((style) => hashSource(style.inner)))];
}

/** The inline-script and inline-style hash sources a policy allows. */
export interface InlineHashes {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

export interface PolicyOptions extends Partial<InlineHashes> {
  /** Delivered as an HTTP header: adds the directives a `<meta>` policy ignores (frame-ancestors). */
  header?: boolean;
  /** Base address of the form-forwarding service (default: lib/content/site.ts, lib/form-service/settings.ts). */
  formEndpoint?: string;
  /** The public origin the service returns a no-script visitor to (default: lib/content/site.ts `url`). */
  siteUrl?: string;
  /**
   * Adds `require-trusted-types-for 'script'`: the browser then refuses every string-to-script sink
   * (innerHTML, script.src from a string, eval...). Every page's own policy has it.
   */
  trustedTypes?: boolean;
  /** Adds 'wasm-unsafe-eval' to `script-src`: the page runs the search engine, which is WebAssembly. */
  wasm?: boolean;
}

/** The policy as a header or meta value. */
export function contentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
  header = false,
  formEndpoint = serviceSettings().endpoint,
  siteUrl = site.url,
  trustedTypes = false,
  wasm = false,
}: PolicyOptions): string {
  const formOrigin = new URL(formEndpoint).origin;
  const returnOrigin = new URL(siteUrl).origin;
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", formOrigin],
    ['form-action', "'self'", formOrigin, returnOrigin],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (trustedTypes) directives.push(['require-trusted-types-for', "'script'"]);
  if (header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const isCspMeta = (element: ElementSpan) => element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'content-security-policy';

/** True when the page has the search box, whose engine runs WebAssembly. */
export const searches = (html: string) => findElements(html, ['form']).some((form) => 'data-search' in form.attribs);

/**
 * The page with its policy in a `<meta http-equiv>` at the top of <head>, ahead of every script and
 * stylesheet (a policy found there already is replaced, so the step can run again).
 */
function withCspMeta(page: string): InlineHashes & { html: string; wasm: boolean } {
  const html = removeElements(page, findElements(page, ['meta']).filter(isCspMeta));
  const [head, first] = findElements(html, ['head', 'meta', 'link', 'script', 'style', 'title', 'base']);
  if (head?.name !== 'head') throw new Error('csp: page has no <head>');
  // Keep <meta charset> first, as HTML requires it within the first 1024 bytes.
  const at = first && first.start === head.startTagEnd && first.name === 'meta' && 'charset' in first.attribs ? first.end : head.startTagEnd;
  const scriptHashes = inlineScriptHashes(html);
  const styleHashes = inlineStyleHashes(html);
  const wasm = searches(html);
  const policy = contentSecurityPolicy({ scriptHashes, styleHashes, trustedTypes: true, wasm });
  return { html: insertAt(html, at, `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`), scriptHashes, styleHashes, wasm };
}

/**
 * Post-export step: writes each page's policy into it, and puts every inline-script and inline-style
 * hash used anywhere in the export, sorted, into `ctx.hashes`, and whether any page searches into `ctx.wasm`: what a
 * site-wide header policy must allow.
 */
export const addCspToExport = (ctx: Pick<ExportContext, 'hashes' | 'wasm'>): PageRewrite => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  return {
    rewrite(page) {
      const { html, scriptHashes, styleHashes, wasm } = withCspMeta(page);
      if (wasm) ctx.wasm = true;
      for (const hash of scriptHashes) scripts.add(hash);
      for (const hash of styleHashes) styles.add(hash);
      return html;
    },
    finish() {
      ctx.hashes = { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() };
    },
  };
};

/**
 * The editor's policy (/admin only, scripts/prebuild/admin.ts). Sveltia CMS and everything it loads (chunks, fonts, workers,
 * WebAssembly) come from the site's own files, bundled from its npm build, so scripts are the site's only: no
 * `'unsafe-eval'`, no third-party script. What it needs beyond the site's pages, and only here: inline styles (Svelte
 * and the CMS inject them at run time), `'wasm-unsafe-eval'` (its image encoders, used when an upload is converted),
 * `blob:` for previews and uploads read back, and connections to GitHub's API (and GitHub's status page, which it
 * asks when the API fails); avatars from GitHub.
 */
export function adminContentSecurityPolicy({ header = false }: { header?: boolean } = {}): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", 'blob:'],
    ['form-action', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
