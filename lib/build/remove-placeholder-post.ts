/**
 * Deletes the placeholder page an empty blog exports (see PLACEHOLDER_SLUG in lib/posts.ts), so
 * /blog/{anything} is the 404 page as it is for any other unknown post.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_SLUG } from '../posts';

export function removePlaceholderPost(outDir: string): void {
  const blogDir = join(outDir, 'blog');
  let names: string[];
  try {
    names = readdirSync(blogDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === PLACEHOLDER_SLUG || name.startsWith(`${PLACEHOLDER_SLUG}.`)) rmSync(join(blogDir, name), { recursive: true, force: true });
  }
}
