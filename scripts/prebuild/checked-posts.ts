/**
 * The post bodies the check has rendered without a problem, kept in .next/cache/checked-posts.json (beside Next's
 * own build cache, never deployed) under a hash of the body, its file and first line, and the renderer: every file
 * of lib/render/, the locked package versions (package-lock.json) and the base path. A build renders again only the bodies that
 * changed (a thousand posts took half a minute to check); deleting .next/ checks them all. Each body keeps the
 * addresses of the images it shows, which the check reads again every time (a file can go or change on its own).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { basePath } from '../settings';
import { buildCacheDir } from '../../lib/render/build-cache';
import type { PostSource } from '../../lib/render/posts';

const defaultFile = join(buildCacheDir, 'checked-posts.json');

function rendererHash(): string {
  const hash = createHash('sha256').update(basePath);
  const dir = join(process.cwd(), 'lib', 'render');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.ts'));
  for (const file of files.map((entry) => join(entry.parentPath, entry.name)).sort()) hash.update(file).update(readFileSync(file));
  hash.update(readFileSync(join(process.cwd(), 'package-lock.json')));
  return hash.digest('hex');
}

export interface CheckedBodies {
  /** The image addresses of a body found fine before, in order; undefined when it must be rendered. */
  get(source: PostSource): string[] | undefined;
  add(source: PostSource, images: string[]): void;
  /** Keeps the bodies found fine in this check (and only those) for the next. */
  save(): void;
}

/** What the last check found fine, read from `cacheFile`. */
export function checkedBodies(cacheFile = defaultFile): CheckedBodies {
  const renderer = rendererHash();
  const keyOf = (source: PostSource) => createHash('sha256').update(`${renderer}\0${source.summary.file}\0${source.firstLine}\0`).update(source.body).digest('hex');
  const known = new Map<string, string[]>();
  try {
    const stored: unknown = JSON.parse(readFileSync(cacheFile, 'utf8'));
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      for (const [key, images] of Object.entries(stored)) {
        if (Array.isArray(images) && images.every((image) => typeof image === 'string')) known.set(key, images);
      }
    }
  } catch {
    // None yet, or unreadable: check every body.
  }
  const fine = new Map<string, string[]>();
  return {
    get(source) {
      const key = keyOf(source);
      const images = known.get(key);
      if (images) fine.set(key, images);
      return images;
    },
    add: (source, images) => void fine.set(keyOf(source), images),
    save() {
      if (!existsSync(dirname(cacheFile))) mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(fine)));
    },
  };
}
