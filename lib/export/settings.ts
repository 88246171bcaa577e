/**
 * The two settings every build step and tool shares, read from the environment here and nowhere
 * else: next.config.ts, the post-export steps, the preview server, the gates and the e2e tests.
 *
 * - EXPORT_DIR: the folder `next build` exports into (default out/; the base-path test build uses out-site/).
 * - BASE_PATH: the sub-path the site is served under ('' at the domain root, '/site' for BASE_PATH=/site/).
 *
 * Pages read the base path through lib/render/url.ts (next.config.ts hands it to them).
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
