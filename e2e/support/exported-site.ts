/**
 * The static export the way a crawler sees it: its pages with their HTML, the public address of
 * each, and the file behind an absolute address. Used by the discoverability tests.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { site } from '../../lib/content/site';
import { exportPathOfAddress, isNoindex, type ExportedPage as Page } from '../../scripts/postbuild/site-export';
import { withBasePath } from '../../lib/render/local-href';
import { basePath, exported } from './site';

export { basePath };

export type ExportedPage = Page & { html: string };

/** Every page of the site (the not-found page is exported too, but has no sitemap entry or canonical), sorted by route. */
export const exportedPages = (): ExportedPage[] => exported.sitePages.map((page) => ({ ...page, html: exported.read(page) }));

/** The pages crawlers are offered (the sitemap): every exported page that does not ask not to be indexed. */
export const listedPages = (): ExportedPage[] => exportedPages().filter((page) => !isNoindex(page.html));

/** The public address of a route, as canonical links, the sitemap and the feed must give it. */
export const absoluteAddress = (route: string) => `${site.url}${withBasePath(basePath, route)}`;

/** The file in the export that a public address of this site is served from, if there is one. */
export function fileForAddress(address: string): string | undefined {
  const path = exportPathOfAddress(address, basePath, '/', site.url);
  const file = path === undefined ? undefined : exported.file(path);
  return file && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export const readOut = (name: string) => readFileSync(exported.file(name), 'utf8');
