/**
 * Which exported routes render a client component of ours, read from what `next build` writes: one
 * client reference manifest per page (`.next/server/app/<path>/page_client-reference-manifest.js`),
 * whose `clientModules` name every 'use client' module the page's tree references. Those routes keep
 * React (lib/export/strip-runtime.ts strips it from the rest), so a stateful component added to any
 * page works without a list to update.
 *
 * Not counted: modules in node_modules (the framework's own, and libraries' such as the icon
 * component, which render complete HTML and need no state), and Next's error boundaries (`error.tsx`,
 * `global-error.tsx`, client components by rule, on every route, shown only when client rendering fails).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import type { ExportedPage } from './site-export';

/** Where `next build` writes its build files (Next's default distDir; the export goes elsewhere). */
export const buildDir = '.next';

const manifestSuffix = 'page_client-reference-manifest.js';
const manifestSchema = z.object({ clientModules: z.record(z.string(), z.unknown()) });
/** `globalThis.__RSC_MANIFEST["/about/page"] = {…};`: the app path and the manifest, both JSON. */
const assignment = /__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*(\{.*\});?\s*$/m;

export interface PageManifest {
  /** The app path the manifest is for, e.g. '/about/page', '/blog/[slug]/page'. */
  appPath: string;
  /** Our client components the page references, as paths from the project root, e.g. 'components/contact/EnquiryForm.tsx'. */
  components: string[];
}

/** A client module id as a project path: Turbopack writes '[project]/components/x.tsx', webpack an absolute path (maybe with '#export'). */
function projectPath(id: string, root: string): string {
  const path = id.replace(/#.*$/, '').replace(/^\[project\]\//, '');
  return (path.startsWith('/') ? relative(root, path) : path).split(sep).join('/');
}

const isErrorBoundary = (path: string) => /^app\/(.+\/)?(global-)?error\.[jt]sx?$/.test(path);
const isOurs = (path: string) => !path.startsWith('..') && !path.split('/').includes('node_modules') && !isErrorBoundary(path);

/** Parses one manifest file; throws naming the file when Next's format is not the one read here. */
export function parseManifest(text: string, file: string, root = process.cwd()): PageManifest {
  const match = assignment.exec(text);
  const parsed = match && manifestSchema.safeParse(JSON.parse(match[2]));
  if (!match || !parsed?.success) {
    throw new Error(`client-components: ${file} is not a client reference manifest as read here (globalThis.__RSC_MANIFEST["<app path>"] = {"clientModules": {…}}); has Next's build output changed?`);
  }
  const components = [...new Set(Object.keys(parsed.data.clientModules).map((id) => projectPath(id, root)))].filter(isOurs).sort();
  return { appPath: JSON.parse(match[1]) as string, components };
}

/** Every page manifest of the last build in `dir`. */
export function readManifests(dir = buildDir, root = process.cwd()): PageManifest[] {
  const appDir = join(dir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`client-components: ${appDir} is missing; run \`next build\` first.`);
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(manifestSuffix))
    .map((file) => parseManifest(readFileSync(join(appDir, file), 'utf8'), join(appDir, file), root));
}

/** Whether an exported route is one the app path renders: '/blog/[slug]/page' renders '/blog/hello-world'. */
export function rendersRoute(appPath: string, page: Pick<ExportedPage, 'route' | 'kind'>): boolean {
  const segments = appPath
    .replace(/\/page$/, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
  if (segments.join('/') === '_not-found') return page.kind === 'notFound';
  const pattern = segments
    .map((segment) =>
      segment.startsWith('[[...') ? '(?:/[^/]+)*' : segment.startsWith('[...') ? '(?:/[^/]+)+' : segment.startsWith('[') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${pattern || '/'}$`).test(page.route);
}

/** The exported routes that keep React: those rendering a client component of ours, per the last build's manifests. */
export const interactiveRoutesOf = (pages: readonly ExportedPage[], dir = buildDir) => [...clientComponentsByRoute(pages, readManifests(dir)).keys()];

/** Each exported page that renders a client component of ours, with those components (route → paths). */
export function clientComponentsByRoute(pages: readonly ExportedPage[], manifests: readonly PageManifest[]): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const page of pages) {
    const components = [...new Set(manifests.filter((manifest) => rendersRoute(manifest.appPath, page)).flatMap((manifest) => manifest.components))].sort();
    if (components.length) byRoute.set(page.route, components);
  }
  return byRoute;
}
