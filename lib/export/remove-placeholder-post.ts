/**
 * Deletes the placeholder page (and its share image) an empty blog or an empty case-study folder exports (see
 * PLACEHOLDER_SLUG in lib/render/posts.ts), so /blog/{anything} and /portfolio/{anything} are the 404 page.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_SLUG } from '../render/posts';
import type { ExportContext } from './context';

/** Where the placeholder leaves files: the post and case-study pages and their share images (app/og/). */
const folders = ['blog', 'og/blog', 'portfolio', 'og/portfolio'];

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
