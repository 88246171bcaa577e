/**
 * The export under test (EXPORT_DIR, default out/, built for BASE_PATH: scripts/settings.ts) and
 * its pages, read by scripts/postbuild/site-export.ts. Specs address pages with `sitePath` so the same tests
 * run against a base-path build (BASE_PATH=/site): Playwright resolves `page.goto('/about')` against
 * the origin, not against the base path in baseURL.
 */
import { withBasePath } from '../../lib/render/local-href';
import { hasIsland, readExport } from '../../scripts/postbuild/site-export';

/** The export being served. */
export const exported = readExport();

/** The base path the export was built with ('' at the domain root). */
export const basePath = exported.basePath;

/** The export folder being served. */
export const exportDir = exported.dir;

/** The href the site writes for an internal path (the home link is the bare base path), as lib/render/local-href.ts writes it. */
export function siteHref(path: string): string {
  return path.startsWith('/') ? withBasePath(basePath, path) : path;
}

/** A site path to visit, e.g. sitePath('/about') is '/site/about' under BASE_PATH=/site (and the home page '/site/'). */
export function sitePath(path: string): string {
  return path === '/' ? `${basePath}/` : siteHref(path);
}

/** Every page route of the export (without base path), not counting the not-found page. */
export const pageRoutes = exported.sitePages.map((page) => page.route);

/** Routes with a React island (components/islands/Island.tsx): the enquiry form's. */
export const islandRoutes = exported.sitePages.filter((page) => hasIsland(exported.read(page))).map((page) => page.route);

/** Routes that load no React at all. */
export const contentRoutes = pageRoutes.filter((route) => !islandRoutes.includes(route));
