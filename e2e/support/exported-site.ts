/**
 * Reading the static export in out/ the way a crawler sees it: which HTML pages exist, the public address of each,
 * and the file behind an absolute address. Used by the discoverability tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unlistedPaths } from '../../content/pages';
import { site } from '../../content/site';
import { basePath, exportDir as outDir } from './site';

/** The export under test (out/, or E2E_DIR: the base-path run serves out-site/) and its base path. */
export { basePath, outDir };

/** The not-found page is exported too, but it is no page of the site: no sitemap entry, no canonical. */
const notFoundRoutes = new Set(['/404', '/_not-found']);

export interface ExportedPage {
  file: string;
  route: string;
  html: string;
}

export function routeOfFile(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`.replace(/\.html$/, '');
  return path.replace(/(^|\/)index$/, '') || '/';
}

/** Every HTML page of the export except the 404, sorted by route. */
export function exportedPages(): ExportedPage[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, route: routeOfFile(relative(outDir, file)), html: readFileSync(file, 'utf8') }))
    .filter((page) => !notFoundRoutes.has(page.route))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The pages crawlers are offered (sitemap, llms.txt): every exported page except the unlisted ones (noindex). */
export function listedPages(): ExportedPage[] {
  return exportedPages().filter((page) => !unlistedPaths.includes(page.route));
}

/** The public address of a route, as canonical links, the sitemap and the feed must give it. */
export function absoluteAddress(route: string): string {
  return `${site.url}${basePath}${route === '/' && basePath ? '' : route}`;
}

/** The file in out/ that a public address of this site is served from, if there is one. */
export function fileForAddress(address: string): string | undefined {
  const prefix = `${site.url}${basePath}`;
  if (!address.startsWith(prefix)) return undefined;
  const file = join(outDir, decodeURIComponent(address.slice(prefix.length).split(/[?#]/)[0]));
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export const readOut = (name: string) => readFileSync(join(outDir, name), 'utf8');

/** Width and height from a PNG's header (signature, then the IHDR chunk). */
export function pngSize(file: string): { width: number; height: number } | undefined {
  const bytes = readFileSync(file);
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
