/**
 * Where the export under test lives and which pages it has. Specs address pages with `sitePath`
 * so the same tests run against a base-path build (BASE_PATH=/site): Playwright resolves
 * `page.goto('/about')` against the origin, not against the base path in baseURL.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { envBasePath } from '../../lib/export/base-path';
import { exportedPages } from '../../lib/export/exported-pages';
import { interactiveRoutes } from '../../lib/export/interactive-routes';

/** The base path the export was built with ('' at the domain root). */
export const basePath = envBasePath;

/** The export folder being served (E2E_DIR, default out/). */
export const exportDir = process.env.E2E_DIR ?? 'out';

/** A site path with the base path applied, e.g. sitePath('/about') is '/site/about' under BASE_PATH=/site. */
export function sitePath(path: string): string {
  if (!path.startsWith('/')) return path;
  return basePath ? `${basePath}${path === '/' ? '/' : path}` : path;
}

/** The href the site writes for an internal path (the home link is the bare base path). */
export function siteHref(path: string): string {
  return basePath && path === '/' ? basePath : sitePath(path);
}

if (!existsSync(join(exportDir, 'index.html'))) throw new Error(`No export in ${exportDir}/: run \`npm run build\` first.`);

/** Every page route of the export (without base path), not counting the not-found page. */
export const pageRoutes = exportedPages(exportDir)
  .map((page) => page.route)
  .filter((route) => route !== '/404' && route !== '/_not-found');

/** Routes served without the framework runtime. */
export const contentRoutes = pageRoutes.filter((route) => !interactiveRoutes.includes(route));

export { interactiveRoutes };
