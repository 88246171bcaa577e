/** Lists the HTML pages of a static export and the route each one answers. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface ExportedPage {
  /** Path of the HTML file, e.g. out/blog/hello-world.html. */
  file: string;
  /** The route it is served at, without base path, e.g. /blog/hello-world ('/' for index.html, '/404' for 404.html). */
  route: string;
}

/** The route an exported HTML file answers, from its path relative to the export folder. */
export function routeOfFile(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`.replace(/\.html$/, '');
  return path.replace(/(^|\/)index$/, '') || '/';
}

/** Every .html file under `outDir` with its route, sorted by route. */
export function exportedPages(outDir: string): ExportedPage[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, route: routeOfFile(relative(outDir, file)) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
