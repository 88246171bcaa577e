/**
 * EXPORT_DIR (default out/) and BASE_PATH ('' at the domain root), read from the environment here and nowhere else;
 * pages and browser bundles get the base path as NEXT_PUBLIC_BASE_PATH.
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
