import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { ownTextFile, removeForeignTextFiles } from './own-text-files';

const { dir: root, write } = tempDir('own-text');

// The project: public files, route handlers (one in a route group) and robots.ts.
for (const path of ['public/.well-known/security.txt', 'public/admin/LICENSE.txt', 'app/llms.txt/route.ts', 'app/(extra)/humans.txt/route.ts', 'app/robots.ts', 'app/about/page.tsx']) write(path);
// The export: those files, pages, a markdown twin, and Next's payloads as it writes them today (and some day).
const ours = ['.well-known/security.txt', 'admin/LICENSE.txt', 'llms.txt', 'humans.txt', 'robots.txt'];
const theirs = ['index.txt', 'about.txt', 'about/__next._tree.txt', 'about/__next.about.__PAGE__.txt', 'blog/post/__next._full.txt', 'blog/post.txt', '__next._index.txt', 'notes/one.txt', 'notes/deep/deeper.txt'];
for (const path of [...ours, ...theirs, 'index.html', 'about.html', 'blog/post.html', 'blog/post.md']) write(`out/${path}`);

it('own text files tells the site’s own text files from any other', () => {
  const isOwn = ownTextFile(root);
  expect(ours.filter(isOwn)).toEqual(ours);
  expect(theirs.filter(isOwn)).toEqual([]);
});

it('own text files removes the others and the folders they leave empty, and nothing else', () => {
  expect(removeForeignTextFiles(join(root, 'out'), root).sort()).toEqual([...theirs].sort());
  for (const path of [...ours, 'index.html', 'about.html', 'blog/post.html', 'blog/post.md']) expect(existsSync(join(root, 'out', path)), path).toBe(true);
  expect(existsSync(join(root, 'out/about'))).toBe(false);
  expect(existsSync(join(root, 'out/notes'))).toBe(false);
});
