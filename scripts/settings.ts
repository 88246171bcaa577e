/**
 * The two settings every build step and tool shares, read from the environment here and nowhere else:
 * next.config.ts, the steps before and after `next build`, the preview server, lighthouserc.cjs, the gates and the
 * e2e tests import them from this module.
 *
 * - EXPORT_DIR: the folder `next build` exports into (default out/; the base-path test build uses out-site/).
 * - BASE_PATH: the sub-path the site is served under ('' at the domain root, '/site' for BASE_PATH=/site/).
 *
 * Pages and the browser bundles get the base path as NEXT_PUBLIC_BASE_PATH (set by next.config.ts and by
 * scripts/prebuild/browser-bundle.ts) and read it through lib/render/local-href.ts. SITE_URL is the owner's setting,
 * read in lib/content/site.ts.
 */

/** A base path as Next wants it: a leading slash, no trailing one; '' for none. */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** Next's own export folder. */
export const defaultExportDir = 'out';

export const exportDir = process.env.EXPORT_DIR || defaultExportDir;

export const basePath = normaliseBasePath(process.env.BASE_PATH);
