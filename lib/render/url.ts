import { site } from '@/content/site';

/** The sub-path the export is served under ('' at the domain root). */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** A site-internal path with the base path applied; other hrefs pass through. */
export function localHref(path: string): string {
  return path.startsWith('/') ? `${basePath}${path === '/' && basePath ? '' : path}` || '/' : path;
}

/** The absolute public address of a site-internal path. */
export function absoluteUrl(path: string): string {
  return `${site.url}${localHref(path)}`;
}

/** True when a nav link is the current page (section roots match their children, e.g. /blog/x). */
export function isCurrent(href: string, current: string | undefined): boolean {
  if (!current) return false;
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
