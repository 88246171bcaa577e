/**
 * A post file can never run code at build time: front matter marked `---js`, `---javascript` or `---coffee`
 * stops the build naming each file, and the code in it (which would write a marker file) never runs.
 * Each test builds a temporary copy of the project (see e2e/support/project-copy.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, runBuild, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
test.afterEach(() => project?.remove());

test('front matter in JavaScript or any language but YAML fails the build and is never run', async () => {
  project = copyProject('blog-hostile-front-matter');
  const marker = (name: string) => join(project!.dir, `ran-${name}.txt`);
  const payload = (name: string) =>
    `{ title: (require('fs').writeFileSync(${JSON.stringify(marker(name))}, 'ran'), 'Ran'), excerpt: 'E', category: 'C', date: '2025-01-14' }`;
  writeFileSync(join(project.postsDir, 'js-post.md'), `---js\n${payload('js')}\n---\n\nBody.\n`);
  writeFileSync(join(project.postsDir, 'javascript-post.md'), `---javascript\n${payload('javascript')}\n---\n\nBody.\n`);
  writeFileSync(join(project.postsDir, 'coffee-post.md'), `---coffee\ntitle: require('fs').writeFileSync(${JSON.stringify(marker('coffee'))}, 'ran')\n---\n\nBody.\n`);
  const build = await runBuild(project.dir);
  expect(build.ok).toBe(false);
  for (const [file, language] of [['js-post', 'js'], ['javascript-post', 'javascript'], ['coffee-post', 'coffee']]) {
    expect(build.output).toContain(`content/posts/${file}.md:1: the front matter is marked "---${language}"; only YAML front matter is allowed`);
    expect(existsSync(marker(language)), `${file}: its code ran`).toBe(false);
  }
  expect(existsSync(join(project.dir, 'out'))).toBe(false);
});
