/**
 * The one reader of a static export: its HTML pages, the route each answers, their HTML and the
 * scripts in it. Used by the post-export steps (scripts/postbuild/), the gates (tests/gates/) and the e2e
 * helpers (e2e/support/), so all of them list the same pages and count the same scripts.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unlistedPaths } from '../../lib/content/pages';
import { allElements, relTokens, type ElementSpan } from './html-elements';
import { islandAttribute } from '../../lib/render/own-markup';
import { basePath as settingsBasePath, exportDir } from '../settings';

export interface ExportedPage {
  /** Path of the HTML file, e.g. out/blog/hello-world.html. */
  file: string;
  /** The file relative to the export, with forward slashes, e.g. blog/hello-world.html. */
  path: string;
  /** The route it answers, without base path: '/' for index.html, '/404' for 404.html, '/_not-found' for Next's copy of it. */
  route: string;
  /**
   * A blog post, the not-found page (404.html or its copy), an unlisted page (noindex, out of the sitemap and
   * llms.txt: `unlistedPaths` in lib/content/pages.ts), or any other page.
   */
  kind: 'page' | 'post' | 'unlisted' | 'notFound';
}

/** The route an exported HTML file answers, from its path relative to the export folder. */
export function routeOfFile(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`.replace(/\.html$/, '');
  return path.replace(/(^|\/)index$/, '') || '/';
}

const notFoundRoutes = new Set(['/404', '/_not-found']);

/** True when a page's HTML asks search engines not to index it (`<meta name="robots" content="noindex, ...">`). */
export const isNoindex = (html: string) => /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b/i.test(html);

/** The editor's files in the export (relative path, forward slashes): admin.html and everything under admin/. */
export const isEditorPath = (path: string) => path === 'admin.html' || path.startsWith('admin/');

/** The page for an HTML file at `path` (relative, forward slashes) in the export in `dir`. */
export function exportedPage(dir: string, path: string): ExportedPage {
  const route = routeOfFile(path);
  const kind = notFoundRoutes.has(route) ? 'notFound' : /^\/blog\/[^/]+$/.test(route) ? 'post' : unlistedPaths.includes(route) ? 'unlisted' : 'page';
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

  /**
   * Every HTML page of the site as it is now, sorted by route: not the framework's _next/ folder (it holds none),
   * nor the editor (admin.html and admin/, written by scripts/prebuild/admin.ts with a policy of its own), which is
   * no page of the site: nothing links to it and no post-export step or gate touches it.
   */
  get pages(): ExportedPage[] {
    const dir = this.dir;
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => exportedPage(dir, relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')))
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

  /**
   * The export path of an address found on the page at `route` (root-relative, relative or same-origin),
   * without the base path; undefined when it points elsewhere.
   */
  pathOfAddress(address: string, route: string): string | undefined {
    const origin = 'http://export.invalid';
    const url = new URL(address, `${origin}${this.basePath}${route}`);
    if (url.origin !== origin) return undefined;
    const path = decodeURIComponent(url.pathname);
    if (this.basePath && !path.startsWith(`${this.basePath}/`)) return undefined;
    return path.slice(this.basePath.length).replace(/^\//, '');
  }
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
  /**
   * The `<script>`, the `<link rel=preload as=script>` / `<link rel=modulepreload>` hint, or an island's container,
   * whose bundle (`data-island`) the page loads on the visitor's first interaction (components/islands/Island.tsx).
   */
  element: ElementSpan;
  type: ScriptType;
  /** The address it loads (a script's src or a hint's href); undefined for inline scripts. */
  src?: string;
  /** A link that only fetches a script ahead of time. */
  hint: boolean;
  /**
   * A script that runs: JavaScript a current browser executes as the page loads, inline or external,
   * or fetched by a hint for a script that will. `nomodule` polyfills (skipped by every current
   * browser), rules and data are not.
   */
  runs: boolean;
}

/** Every script, script hint and island bundle of a page, in document order. */
export function pageScripts(html: string): PageScript[] {
  return allElements(html).flatMap((element): PageScript[] => {
    const island = element.attribs[islandAttribute];
    if (island) return [{ element, type: 'javascript', src: island, hint: false, runs: true }];
    if (element.name !== 'script' && element.name !== 'link') return [];
    if (element.name === 'link') {
      const rel = relTokens(element);
      const hint = rel.includes('modulepreload') || (rel.includes('preload') && (element.attribs.as ?? '').toLowerCase() === 'script');
      return hint && element.attribs.href ? [{ element, type: 'javascript', src: element.attribs.href, hint: true, runs: true }] : [];
    }
    const type = scriptType(element.attribs.type);
    const runs = type === 'javascript' && !('nomodule' in element.attribs) && (element.attribs.src !== undefined || element.inner.trim() !== '');
    return [{ element, type, src: element.attribs.src, hint: false, runs }];
  });
}

/** Whether the page holds a React island (components/islands/Island.tsx), whose bundle it loads on the first interaction. */
export const hasIsland = (html: string) => allElements(html).some((element) => islandAttribute in element.attribs);

/** The inline scripts CSP governs: every one the browser runs or reads as rules (JSON-LD is inert data). */
export const isCspGoverned = (script: PageScript) => script.src === undefined && !script.hint && script.type !== 'data';
