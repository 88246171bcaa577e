/**
 * The base path and site-internal links, with nothing else: the one part of lib/render/url.ts the browser needs
 * (the enquiry form's button styles), kept apart so the client bundle never takes in the site's settings.
 */

/** The sub-path the export is served under ('' at the domain root). */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** A site-internal path with the base path applied; other hrefs pass through. */
export function localHref(path: string): string {
  return path.startsWith('/') ? `${basePath}${path === '/' && basePath ? '' : path}` || '/' : path;
}
