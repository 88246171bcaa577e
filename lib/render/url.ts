import { site } from '@/lib/content/site';
import { localHref } from './local-href';

export { basePath, localHref } from './local-href';

/** Where a piece lives, as a reader sees it in the address bar: its site, without scheme or "www.". */
export function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Whether two addresses name one page: host without "www.", path without its closing slash, case aside. */
export function sameAddress(a: string, b: string): boolean {
  const key = (url: string) => {
    try {
      const address = new URL(url);
      return `${address.hostname.replace(/^www\./, '')}${address.pathname.replace(/\/$/, '')}`.toLowerCase();
    } catch {
      return url;
    }
  };
  return key(a) === key(b);
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
