/**
 * Deletes the placeholder page (and its share image and topic hub) an empty blog or an empty
 * case-study folder exports (see PLACEHOLDER_SLUG in lib/render/posts.ts), so /blog/{anything} and
 * /portfolio/{anything} are the 404 page.
 */
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_SLUG } from '../render/posts';
import type { ExportContext } from './context';

/**
 * Where the placeholder leaves files: the post and case-study pages, their share images
 * (app/og/), and the topic hub (app/blog/category/[category]), whose folder goes too once empty.
 */
const folders = ['blog', 'og/blog', 'blog/category', 'portfolio', 'og/portfolio'];

export function removePlaceholderPost({ site }: ExportContext): void {
  for (const folder of folders) {
    const dir = site.file(folder);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (name === PLACEHOLDER_SLUG || name.startsWith(`${PLACEHOLDER_SLUG}.`)) rmSync(join(dir, name), { recursive: true, force: true });
    }
    if (folder === 'blog/category' && readdirSync(dir).length === 0) rmdirSync(dir);
  }
}
