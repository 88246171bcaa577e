/**
 * Deletes the placeholder page (and its share image) an empty blog exports (see PLACEHOLDER_SLUG in
 * lib/render/posts.ts), so /blog/{anything} is the 404 page as it is for any other unknown post.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_SLUG } from '../render/posts';
import type { ExportContext } from './context';

/** Where the placeholder leaves files: the post page and its share image (app/og/blog/[image]). */
const folders = ['blog', 'og/blog'];

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
  }
}
