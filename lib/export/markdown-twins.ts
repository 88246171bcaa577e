/**
 * Moves the markdown twins the route handlers wrote under out/markdown/ (app/markdown/**) beside their pages:
 * out/markdown/blog/hello-world.md becomes out/blog/hello-world.md, served at /blog/hello-world.md.
 * (A route handler cannot share a page's dynamic segment, so the twins are generated in a folder of their own.)
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { TWINS_ROUTE_DIR } from '../render/seo/markdown-twin';
import type { ExportContext } from './context';

export function moveMarkdownTwins({ site }: ExportContext): void {
  const from = site.file(TWINS_ROUTE_DIR);
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const name = relative(from, source);
    if (!name.endsWith('.md')) throw new Error(`postbuild: ${source} is not a markdown twin; only app/${TWINS_ROUTE_DIR}/**/*.md routes belong there`);
    const target = site.file(name);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(source, target);
  }
  rmSync(from, { recursive: true, force: true });
}
