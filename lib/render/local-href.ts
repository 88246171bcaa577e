/**
 * The base path and site-internal links, with nothing else: the one part of lib/render/url.ts the browser needs
 * (the enquiry form's button styles), kept apart so the client bundle never takes in the site's settings.
 */

/** The sub-path the export is served under ('' at the domain root). */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** A site path ('/', '/about') under a base path ('' or '/sub'): '/sub' for the home page, never a trailing slash. */
export const withBasePath = (base: string, path: string) => `${base}${path === '/' && base ? '' : path}` || '/';

/** Whether an href is a path on this site ('/about'), not a protocol-relative address ('//cdn.example.com'). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A site-internal path with the base path applied; other hrefs pass through. */
export const localHref = (path: string) => (path.startsWith('/') ? withBasePath(basePath, path) : path);
