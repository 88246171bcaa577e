/**
 * The routes the quality gates check, discovered from the exported HTML in out/ so every new
 * page is covered without editing a list. The not-found page is requested at a missing address,
 * the way a visitor meets it (the server answers with 404.html and status 404).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeOfFile } from '../../lib/export/exported-pages';

export interface Route {
  /** Address path without the base path, e.g. '/', '/about', '/blog/hello-world'. */
  path: string;
  /** The HTML file in the export, relative to it, e.g. 'about.html'. */
  file: string;
  kind: 'page' | 'post' | 'notFound';
  /** The HTTP status the server answers with. */
  status: 200 | 404;
}

/** An address nothing is exported at, used to request the not-found page. */
export const missingPath = '/this-page-does-not-exist';

const isPost = (path: string) => /^\/blog\/[^/]+$/.test(path);

/**
 * The route an exported HTML file is served at, or undefined for files that are not pages of
 * their own: framework folders and files whose name starts with '_' or '.' (e.g. _next/,
 * _not-found.html, Next's copy of the 404 page).
 */
export function routeForFile(file: string): Route | undefined {
  const normalised = file.split('\\').join('/');
  if (!normalised.endsWith('.html')) return undefined;
  if (normalised.split('/').some((segment) => segment.startsWith('_') || segment.startsWith('.'))) return undefined;
  if (normalised === '404.html') return { path: missingPath, file: normalised, kind: 'notFound', status: 404 };
  const path = routeOfFile(normalised);
  return { path, file: normalised, kind: isPost(path) ? 'post' : 'page', status: 200 };
}

/** Pages in a stable order: '/' first, then alphabetical, the not-found page last. */
export function sortRoutes(routes: Route[]): Route[] {
  const rank = (route: Route) => (route.path === '/' ? 0 : route.kind === 'notFound' ? 2 : 1);
  return [...routes].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
}

/**
 * Every route in a list of exported files (relative paths), one entry per address. When there is
 * a 404 page, it is also requested at a missing address inside every section that has pages of its
 * own (e.g. /blog/this-page-does-not-exist and /blog/category/this-page-does-not-exist), where it may show a
 * section's own variant (the blog's 'Post Not Found').
 */
export function routesFromFiles(files: string[]): Route[] {
  const byPath = new Map<string, Route>();
  for (const file of files) {
    const route = routeForFile(file);
    if (route && !byPath.has(route.path)) byPath.set(route.path, route);
  }
  const notFound = [...byPath.values()].find((route) => route.kind === 'notFound');
  if (notFound) {
    // Every folder with pages of its own: /blog for the posts, /blog/category for the topic hubs.
    const sections = new Set([...byPath.values()].flatMap((route) => (route.kind === 'notFound' ? [] : (route.path.match(/^(\/.+)\/[^/]+$/)?.[1] ?? []))));
    for (const section of sections) byPath.set(`${section}${missingPath}`, { ...notFound, path: `${section}${missingPath}` });
  }
  return sortRoutes([...byPath.values()]);
}

/** Every route of the export in `outDir`. */
export function discoverRoutes(outDir = 'out'): Route[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  return routesFromFiles(files);
}

/**
 * The routes worth a (slow) Lighthouse run: every page, the not-found page and one blog post,
 * since all posts share one template.
 */
export function sampleRoutes(routes: Route[]): Route[] {
  const firstPost = routes.find((route) => route.kind === 'post');
  return routes.filter((route) => route.kind !== 'post' || route === firstPost);
}

/** How reports name a route: its address, or '404 page' (with its section) for the not-found page. */
export const routeLabel = (route: Route) =>
  route.kind !== 'notFound' ? route.path : route.path === missingPath ? '404 page' : `404 page in ${route.path.slice(0, -missingPath.length)}`;

/** Joins the served origin, the base path and a route path into an address. */
export function routeUrl(origin: string, basePath: string, path: string): string {
  const base = basePath.replace(/\/$/, '');
  return `${origin.replace(/\/$/, '')}${base}${path === '/' && base ? '' : path}` || '/';
}

/** Absolute path of a route's HTML file. */
export const routeFile = (outDir: string, route: Route) => join(outDir, route.file);

/** True when a page's HTML asks search engines not to index it (`<meta name="robots" content="noindex, ...">`). */
export const isNoindex = (html: string) => /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b/i.test(html);
