/**
 * The site's Content-Security-Policy and the post-export step that writes it into every page: inline code only by
 * its sha256 hash, the form service the only other origin, forms also to SITE_URL's origin (CSP checks the service's
 * no-script redirect back), Trusted Types everywhere, and 'wasm-unsafe-eval' only where Pagefind's search box is.
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

/** The page with its policy at the top of <head>, replacing one found there, so the step can run again. */
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

/** Writes each page's policy; collects every inline hash and whether any page searches, for the header policy. */
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

/** The editor is never indexed or followed: its page says so in a `<meta>`, and its headers in `X-Robots-Tag`. */
export const adminRobots = 'noindex, nofollow';

/**
 * The editor's policy (/admin only): Sveltia CMS is served from the site's own files; beyond the site's pages it needs
 * inline styles (injected at run time), 'wasm-unsafe-eval' (image encoders), `blob:` and GitHub's API and status page.
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
