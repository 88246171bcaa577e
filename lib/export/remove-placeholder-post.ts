/**
 * Deletes the placeholder page (and its share image, markdown twin and topic hub) an empty blog exports (see PLACEHOLDER_SLUG in
 * lib/render/posts.ts), so /blog/{anything} is the 404 page as it is for any other unknown post.
 */
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_SLUG } from '../render/posts';

/**
 * Where the placeholder leaves files: the post page and its twin, its share image (app/og/blog/[image]) and
 * the topic hub (app/blog/category/[category]), whose folder goes too once empty.
 */
const folders = ['blog', 'og/blog', 'blog/category'];

export function removePlaceholderPost(outDir: string): void {
  for (const folder of folders) {
    const dir = join(outDir, folder);
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
