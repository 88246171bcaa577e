/** The one reader of a static export (pages, routes, scripts), so every step, gate and spec lists the same pages. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toPosix } from '../../lib/render/posix-path';
import { allElements, findElements, isScriptHint, type ElementSpan } from './html-elements';
import { islandAttribute } from '../../lib/render/own-markup';
import { basePath as settingsBasePath, exportDir } from '../settings';

export interface ExportedPage {
  /** Path of the HTML file, e.g. out/blog/hello-world.html. */
  file: string;
  /** The file relative to the export, with forward slashes, e.g. blog/hello-world.html. */
  path: string;
  /** The route it answers, without base path: '/' for index.html, '/404' for 404.html, '/_not-found' for Next's copy of it. */
  route: string;
  /** `post`: a blog post under /blog/; `notFound`: 404.html or its copy. Whether a page may be indexed is `isNoindex` of its HTML. */
  kind: 'page' | 'post' | 'notFound';
}

/** The route an exported HTML file answers, from its path relative to the export folder. */
export function routeOfFile(relativePath: string): string {
  const path = `/${toPosix(relativePath)}`.replace(/\.html$/, '');
  return path.replace(/(^|\/)index$/, '') || '/';
}

const notFoundRoutes = new Set(['/404', '/_not-found']);

/** True when a page's HTML asks search engines not to index it (`<meta name="robots" content="noindex, ...">`). */
export const isNoindex = (html: string) =>
  findElements(html, ['meta']).some((meta) => meta.attribs.name?.toLowerCase() === 'robots' && /\bnoindex\b/i.test(meta.attribs.content ?? ''));

/** The categories Lighthouse scores, in the timing benchmark (`npm run bench:lighthouse`) and in lighthouserc.cjs. */
export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The categories a page is scored on: a page that asks not to be indexed has no SEO score. */
export const scoredCategories = (html: string): LighthouseCategory[] =>
  lighthouseCategories.filter((category) => category !== 'seo' || !isNoindex(html));

/** The editor's files in the export (relative path, forward slashes): admin.html and everything under admin/. */
export const isEditorPath = (path: string) => path === 'admin.html' || path.startsWith('admin/');

/** The page for an HTML file at `path` (relative, forward slashes) in the export in `dir`. */
export function exportedPage(dir: string, path: string): ExportedPage {
  const route = routeOfFile(path);
  const kind = notFoundRoutes.has(route) ? 'notFound' : /^\/blog\/[^/]+$/.test(route) ? 'post' : 'page';
  return { file: join(dir, path), path, route, kind };
}

export class SiteExport {
  constructor(
    readonly dir: string = exportDir,
    /** The base path the export was built with ('' at the domain root). */
    readonly basePath: string = settingsBasePath,
  ) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`No export in ${dir}/ (${join(dir, 'index.html')} is missing): run \`npm run build\` first.`);
  }

  /** Every HTML page of the site, sorted by route; not the editor, which has a policy of its own and no links to it. */
  get pages(): ExportedPage[] {
    const dir = this.dir;
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => exportedPage(dir, toPosix(relative(dir, join(entry.parentPath, entry.name)))))
      .filter((page) => !page.path.startsWith('_next/') && !isEditorPath(page.path))
      .sort((a, b) => a.route.localeCompare(b.route));
  }

  /** The pages of the site a visitor or crawler can reach at their own address: all but the not-found page. */
  get sitePages(): ExportedPage[] {
    return this.pages.filter((page) => page.kind !== 'notFound');
  }

  /** The page exported for `route`, if any. */
  page(route: string): ExportedPage | undefined {
    return this.pages.find((page) => page.route === route);
  }

  read(page: ExportedPage): string {
    return readFileSync(page.file, 'utf8');
  }

  write(page: ExportedPage, html: string): void {
    writeFileSync(page.file, html);
  }

  /** Path of a file in the export, from its path relative to it. */
  file(path: string): string {
    return join(this.dir, path);
  }

  /** The export path of an address on the page at `route`, without the base path; undefined when it is elsewhere. */
  pathOfAddress(address: string, route: string): string | undefined {
    return exportPathOfAddress(address, this.basePath, route);
  }
}

/**
 * The path in the export (relative, forward slashes, no query or fragment) of an address on the page at `route` of a
 * site served from `root` (an origin, or site.url for absolute public addresses) under `basePath`; undefined when
 * the address is on another site or outside the base path.
 */
export function exportPathOfAddress(address: string, basePath: string, route = '/', root = 'http://export.invalid'): string | undefined {
  const prefix = new URL(`${root.replace(/\/$/, '')}${basePath}/`).href;
  const url = new URL(address, new URL(route.replace(/^\//, ''), prefix));
  url.search = url.hash = '';
  return url.href.startsWith(prefix) ? decodeURIComponent(url.href.slice(prefix.length)) : undefined;
}

/** A `url()` of a stylesheet fetched from `sheetHref`, as a root-relative path; absolute, root-relative and fragment ones unchanged. */
export function cssUrlPath(url: string, sheetHref: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url) ? url : new URL(url, new URL(sheetHref, 'http://site.invalid/')).pathname;
}

/** The export in EXPORT_DIR (default out/) built for BASE_PATH (scripts/settings.ts). */
export const readExport = (dir?: string, basePath?: string) => new SiteExport(dir, basePath);

/** What the browser does with a `<script>`'s type: runs it, reads it as rules (speculation rules, import maps), or leaves it as data (JSON-LD). */
export type ScriptType = 'javascript' | 'rules' | 'data';

/** MIME types (and 'module') that make a <script> run as JavaScript; '' is the default. */
const javascriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/x-javascript', 'text/ecmascript', 'application/ecmascript', 'text/jscript']);
const ruleTypes = new Set(['speculationrules', 'importmap']);

export function scriptType(type: string | undefined): ScriptType {
  const value = (type ?? '').split(';')[0].trim().toLowerCase();
  return javascriptTypes.has(value) ? 'javascript' : ruleTypes.has(value) ? 'rules' : 'data';
}

export interface PageScript {
  /** The `<script>`, a preload/modulepreload hint, or an island's container (its bundle loads on first interaction). */
  element: ElementSpan;
  type: ScriptType;
  /** The address it loads (a script's src or a hint's href); undefined for inline scripts. */
  src?: string;
  /** A link that only fetches a script ahead of time. */
  hint: boolean;
  /** JavaScript a current browser runs (or a hint fetching it); not `nomodule` polyfills, rules or data. */
  runs: boolean;
}

/** Every script, script hint and island bundle of a page, in document order. */
export function pageScripts(html: string): PageScript[] {
  return allElements(html).flatMap((element): PageScript[] => {
    const island = element.attribs[islandAttribute];
    if (island) return [{ element, type: 'javascript', src: island, hint: false, runs: true }];
    if (element.name === 'link') return isScriptHint(element) && element.attribs.href ? [{ element, type: 'javascript', src: element.attribs.href, hint: true, runs: true }] : [];
    if (element.name !== 'script') return [];
    const type = scriptType(element.attribs.type);
    const runs = type === 'javascript' && !('nomodule' in element.attribs) && (element.attribs.src !== undefined || element.inner.trim() !== '');
    return [{ element, type, src: element.attribs.src, hint: false, runs }];
  });
}

/** Whether the page holds a React island (components/islands/Island.tsx), whose bundle it loads on the first interaction. */
export const hasIsland = (html: string) => allElements(html).some((element) => islandAttribute in element.attribs);

/** The inline scripts CSP governs: every one the browser runs or reads as rules (JSON-LD is inert data). */
export const isCspGoverned = (script: PageScript) => script.src === undefined && !script.hint && script.type !== 'data';
