/**
 * The site's HTTP response headers, defined once. The post-build step writes them to out/_headers
 * (read by Netlify and Cloudflare Pages, by scripts/server/serve.ts, and by `npm run nginx-headers`, which writes them
 * as nginx snippets). Paths carry the base path, as requests do.
 */
import { writeFileSync } from 'node:fs';
import type { ExportContext } from './context';
import { adminContentSecurityPolicy, adminRobots, contentSecurityPolicy, type InlineHashes } from './csp';
import { formatHeadersFile, type HeaderRule } from './headers-file';

/** The file the host reads the headers from and never serves: it describes the responses, it is not one. */
export const headersFileName = '_headers';

/** Hashed build assets (scripts, styles, fonts) never change under the same name. */
export const immutable = 'public, max-age=31536000, immutable';

/** Everything else, which may change under the same name, is checked on every visit. */
export const revalidate = 'public, max-age=0, must-revalidate';

/** How markdown twins are served. */
export const markdownType = 'text/markdown; charset=utf-8';

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * The editor at /admin (scripts/prebuild/admin.ts) replaces two of the site's headers: its own policy, and an opener
 * policy that lets the sign-in popup of the git host report back (`same-origin` would cut it off). Netlify (and
 * `npm run serve`) let a later rule's value replace an earlier one; Cloudflare Pages joins them instead, so a
 * build there (CF_PAGES=1) removes both with `! Name` lines and the page's own `<meta>` policy applies.
 */
export function adminHeaderRule(basePath: string, { cloudflarePages = false } = {}): HeaderRule {
  const replaced = { 'Content-Security-Policy': adminContentSecurityPolicy({ header: true }), 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' };
  const noindex = { 'X-Robots-Tag': adminRobots };
  return cloudflarePages
    ? { path: `${basePath}/admin`, detach: Object.keys(replaced), headers: noindex }
    : { path: `${basePath}/admin`, headers: { ...replaced, ...noindex } };
}

export function siteHeaderRules({
  scriptHashes,
  styleHashes,
  wasm = false,
  basePath = '',
  cloudflarePages = false,
}: Partial<InlineHashes> & { wasm?: boolean; basePath?: string; cloudflarePages?: boolean }): HeaderRule[] {
  return [
    {
      path: `${basePath}/*`,
      headers: {
        'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, styleHashes, wasm, header: true }),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        // Pages opened from the site (or that open it) get no handle on its window.
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Permissions-Policy': permissionsPolicy,
      },
    },
    { path: `${basePath}/_next/static/*`, headers: { 'Cache-Control': immutable } },
    // Markdown twins (/blog/{slug}.md): hosts that do not know the extension would send them as a download.
    { path: `${basePath}/*.md`, headers: { 'Content-Type': markdownType } },
    adminHeaderRule(basePath, { cloudflarePages }),
  ];
}

/**
 * Post-export step: writes out/_headers. The header policy allows every page's inline scripts and
 * styles (`ctx.hashes`, as the CSP step found them) and WebAssembly when a page searches (`ctx.wasm`); each page's
 * meta policy narrows it to its own, so only the pages that search may run WebAssembly.
 */
export function writeHeadersFile({ site, hashes, wasm }: ExportContext) {
  const rules = siteHeaderRules({ ...hashes, wasm, basePath: site.basePath, cloudflarePages: process.env.CF_PAGES === '1' });
  writeFileSync(site.file(headersFileName), formatHeadersFile(rules));
}
