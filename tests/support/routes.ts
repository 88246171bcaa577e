/** The routes the quality gates check, from the export's pages, so a new page is covered without editing a list. */
import { readExport, type ExportedPage, type SiteExport } from '../../scripts/postbuild/site-export';
import { withBasePath } from '../../lib/render/local-href';

export interface Route {
  /** Address path without the base path, e.g. '/', '/about', '/blog/hello-world'. */
  path: string;
  /** The HTML file in the export, relative to it, e.g. 'about.html'. */
  file: string;
  kind: ExportedPage['kind'];
  /** The HTTP status the server answers with. */
  status: 200 | 404;
}

/** An address nothing is exported at, used to request the not-found page. */
export const missingPath = '/this-page-does-not-exist';

/** Pages in a stable order: '/' first, then alphabetical, the not-found page last. */
export function sortRoutes(routes: Route[]): Route[] {
  const rank = (route: Route) => (route.path === '/' ? 0 : route.kind === 'notFound' ? 2 : 1);
  return [...routes].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
}

/** One route per page; the not-found page at a missing address, also inside each section (it may have its own). */
export function routesOf(pages: readonly ExportedPage[]): Route[] {
  const routes: Route[] = pages.filter((page) => page.kind !== 'notFound').map((page) => ({ path: page.route, file: page.path, kind: page.kind, status: 200 }));
  const notFound = pages.find((page) => page.route === '/404');
  if (notFound) {
    // Every folder with pages of its own: /blog for the posts, /blog/category for the topic hubs.
    const sections = new Set(routes.flatMap((route) => route.path.match(/^(\/.+)\/[^/]+$/)?.[1] ?? []));
    for (const prefix of ['', ...sections]) routes.push({ path: `${prefix}${missingPath}`, file: notFound.path, kind: 'notFound', status: 404 });
  }
  return sortRoutes(routes);
}

/** Every route of the export (EXPORT_DIR, default out/). */
export const discoverRoutes = (site = readExport()) => routesOf(site.pages);

/** The export and one route per exported file; without an export, says so under the gate's name and exits 1. */
export function gateRoutes(gate: string): { site: SiteExport; routes: Route[] } {
  let site: SiteExport;
  try {
    site = readExport();
  } catch (error) {
    console.error(`${gate}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  return { site, routes: discoverRoutes(site).filter((route) => route.kind !== 'notFound' || route.path === missingPath) };
}

/** One route per template for the slow Lighthouse runs: top-level pages, each folder's first, the not-found once. */
export function sampleRoutes(routes: Route[]): Route[] {
  const folderOf = (route: Route) => route.file.slice(0, route.file.lastIndexOf('/') + 1);
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (route.kind === 'notFound') return route.path === missingPath;
    const folder = folderOf(route);
    if (!folder) return true;
    if (seen.has(folder)) return false;
    seen.add(folder);
    return true;
  });
}

/** How reports name a route: its address, or '404 page' (with its section) for the not-found page. */
export const routeLabel = (route: Route) =>
  route.kind !== 'notFound' ? route.path : route.path === missingPath ? '404 page' : `404 page in ${route.path.slice(0, -missingPath.length)}`;

/** Joins the served origin, the base path (scripts/settings.ts) and a route path into an address. */
export const routeUrl = (origin: string, basePath: string, path: string) => `${origin.replace(/\/$/, '')}${withBasePath(basePath, path)}`;

