/**
 * Post-export step: removes every text file (`*.txt`) in the export that is not the site's own, and the folders that
 * leaves empty. `next build` writes each page's React Server Components payload as text files beside it, which only
 * Next's client router reads, and no page loads that router (scripts/postbuild/own-scripts.ts). The site's own text files
 * are those of public/ (copied as they are, e.g. a `.well-known/security.txt`) and those its own routes write:
 * a route handler in a folder named like the file (`app/llms.txt/route.ts`) and `app/robots.ts` (robots.txt).
 * Whatever else Next writes as text, in any version, goes without this step knowing its names.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ExportStep } from './context';
import escapeRegExp from 'escape-string-regexp';
import { toPosix } from '../../lib/render/posix-path';

const files = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => toPosix(relative(dir, join(entry.parentPath, entry.name))))
    : [];


/** The export path a route's folder in app/ answers, as a pattern: groups `(x)` and slots `@x` add nothing, `[x]` is any one segment. */
function routePattern(folder: string): string {
  return folder
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
    .map((segment) => (/^\[.+\]$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
}

/** Whether a text file of the export (its path relative to the export, forward slashes) is the site's own, given the project at `root`. */
export function ownTextFile(root: string): (path: string) => boolean {
  const fromPublic = new Set(files(join(root, 'public')).filter((path) => path.endsWith('.txt')));
  const routes = files(join(root, 'app'))
    .filter((path) => /(^|\/)route\.[jt]sx?$/.test(path) && dirname(path).endsWith('.txt'))
    .map((path) => routePattern(dirname(path)));
  if (files(join(root, 'app')).some((path) => /^robots\.[jt]s$/.test(path))) routes.push('robots\\.txt');
  const fromRoutes = new RegExp(`^(?:${routes.join('|') || '(?!)'})$`);
  return (path) => fromPublic.has(path) || fromRoutes.test(path);
}

/** Removes the export's text files that are not the site's own; returns their paths. */
export function removeForeignTextFiles(exportDir: string, root = process.cwd()): string[] {
  const isOwn = ownTextFile(root);
  const foreign = files(exportDir).filter((path) => path.endsWith('.txt') && !isOwn(path));
  for (const path of foreign) rmSync(join(exportDir, path));
  for (const folder of [...new Set(foreign.map((path) => dirname(path)))].filter((folder) => folder !== '.').sort().reverse()) {
    const dir = join(exportDir, folder);
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  }
  return foreign;
}

export const removeForeignTextFilesFromExport: ExportStep = ({ site }) => void removeForeignTextFiles(site.dir);
