/**
 * `npm run new-post -- "Title"`: writes content/posts/{slug}.md as a draft dated today, in the category of the
 * newest post (or `--category "Name"`), and prints where to preview it. Never overwrites an existing file.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { absoluteUrl } from '../../lib/render/url';
import { postPath } from '../../lib/render/seo/metadata';
import { loadPosts, POSTS_DIR } from '../../lib/render/posts';
import { postTemplate, today } from './post-template';

const DEFAULT_CATEGORY = 'General';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { category: { type: 'string' } } });
const title = positionals.join(' ');
if (!title.trim()) fail('Usage: npm run new-post -- "The post title" [--category "Category"]');

let category = values.category?.trim();
if (!category) {
  try {
    category = loadPosts(POSTS_DIR, { includeDrafts: true })[0]?.summary.category;
  } catch {
    // A broken post elsewhere does not stop a new one; `npm run check` reports it.
  }
}

let post: ReturnType<typeof postTemplate>;
try {
  post = postTemplate(title, { date: today(), category: category || DEFAULT_CATEGORY });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const file = join(POSTS_DIR, `${post.slug}.md`);
if (existsSync(file)) fail(`${file} already exists; pick another title or edit that file`);
mkdirSync(POSTS_DIR, { recursive: true });
writeFileSync(file, post.text, { flag: 'wx' });

console.log(`Wrote ${file} (a draft: only npm run dev shows it).
Preview: npm run dev, then open http://localhost:3000${postPath(post.slug)}
Once published: ${absoluteUrl(postPath(post.slug))}`);
