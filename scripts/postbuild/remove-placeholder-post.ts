/**
 * Deletes the placeholder page (and its share image and topic hub) an empty blog or an empty
 * case-study folder exports (see PLACEHOLDER_SLUG in lib/render/posts.ts), so /blog/{anything} and
 * /portfolio/{anything} are the 404 page.
 */
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_SLUG } from '../../lib/render/posts';
import type { ExportContext } from './context';

/**
 * Where the placeholder leaves files: the post and case-study pages, their share images
 * (app/og/), the topic hub (app/blog/category/[category]) and the list's later page (app/blog/page/[page], exported
 * as a placeholder while the list fits on /blog), whose folders go too once empty.
 */
const folders = ['blog', 'og/blog', 'blog/category', 'blog/page', 'portfolio', 'og/portfolio'];
const removedWhenEmpty = new Set(['blog/category', 'blog/page']);

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
    if (removedWhenEmpty.has(folder) && readdirSync(dir).length === 0) rmdirSync(dir);
  }
}
