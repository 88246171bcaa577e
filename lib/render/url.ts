import { site } from '@/lib/content/site';
import { localHref } from './local-href';

export { basePath, localHref } from './local-href';

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
