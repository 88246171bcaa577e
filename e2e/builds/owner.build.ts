/**
 * The owner's loop on a copy of the project: `npm run new-post` writes a post that builds once published; a
 * draft shows under `npm run dev`, marked, and never reaches the export, the sitemap, the feed or llms.txt;
 * `npm run dev` rebuilds the browser scripts when their sources change; `npm run check` lists every broken post
 * at once.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { blog } from '../../content/blog';
import { site as siteConfig } from '../../content/site';
import { buildEnv, copyProject, runBuild, startDev, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
test.afterEach(() => project?.remove());

const npm = (dir: string, ...args: string[]) => spawnSync('npm', ['run', '--silent', ...args], { cwd: dir, env: buildEnv(), encoding: 'utf8' });

test('new-post writes a draft that shows marked in dev, stays out of the build, and builds once published', async ({ page }) => {
  test.setTimeout(20 * 60_000);
  project = copyProject('owner-loop');
  const { dir } = project;

  const drafted = npm(dir, 'new-post', '--', 'Notes From an Unfinished Draft');
  expect(drafted.status, drafted.stderr).toBe(0);
  expect(drafted.stdout).toContain('content/posts/notes-from-an-unfinished-draft.md');
  expect(drafted.stdout).toContain(`${siteConfig.url}/blog/notes-from-an-unfinished-draft`);
  expect(readFileSync(join(dir, 'content/posts/notes-from-an-unfinished-draft.md'), 'utf8')).toMatch(/^draft: true$/m);
  const again = npm(dir, 'new-post', '--', 'Notes From an Unfinished Draft');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('already exists');

  const published = npm(dir, 'new-post', '--', 'A Post Ready to Publish');
  expect(published.status, published.stderr).toBe(0);
  const publishedFile = join(dir, 'content/posts/a-post-ready-to-publish.md');
  writeFileSync(publishedFile, readFileSync(publishedFile, 'utf8').replace(/^draft: true\n/m, ''));
  const checked = npm(dir, 'check');
  expect(checked.status, checked.stdout + checked.stderr).toBe(0);

  const dev = await startDev(dir);
  try {
    await page.goto(`${dev.url}/blog/notes-from-an-unfinished-draft`, { timeout: 300_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes From an Unfinished Draft');
    await expect(page.getByRole('main').getByText(blog.draftLabel, { exact: true }).first()).toBeVisible();
    await page.goto(`${dev.url}/blog`, { timeout: 300_000 });
    const card = page.getByRole('article').filter({ hasText: 'Notes From an Unfinished Draft' });
    await expect(card.getByText(blog.draftLabel, { exact: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'A Post Ready to Publish' }).getByText(blog.draftLabel, { exact: true })).toHaveCount(0);

    // Editing a browser script rebuilds public/enhance.js while dev runs.
    const script = join(dir, 'public/enhance.js');
    const before = statSync(script).mtimeMs;
    appendFileSync(join(dir, 'lib/browser/enhance.ts'), '\nconsole.debug("edited while dev runs");\n');
    await expect.poll(() => dev.output(), { timeout: 60_000 }).toContain('browser scripts rebuilt');
    expect(statSync(script).mtimeMs).toBeGreaterThan(before);
    expect(readFileSync(script, 'utf8')).toContain('edited while dev runs');
  } finally {
    dev.stop();
  }
  // The build starts from the script as it was.
  writeFileSync(join(dir, 'lib/browser/enhance.ts'), readFileSync(join(dir, 'lib/browser/enhance.ts'), 'utf8').replace('\nconsole.debug("edited while dev runs");\n', ''));

  const build = await runBuild(dir);
  expect(build.ok, build.output).toBe(true);
  const exported = (name: string) => readFileSync(join(dir, 'out', name), 'utf8');
  expect(exported('blog/a-post-ready-to-publish.html')).toContain('A Post Ready to Publish');
  expect(() => statSync(join(dir, 'out/blog/notes-from-an-unfinished-draft.html'))).toThrow();
  expect(() => statSync(join(dir, 'out/og/blog/notes-from-an-unfinished-draft.png'))).toThrow();
  for (const name of ['sitemap.xml', 'feed.xml', 'llms.txt', 'blog.html']) {
    expect(exported(name), name).toContain('/blog/a-post-ready-to-publish');
    expect(exported(name), name).not.toContain('notes-from-an-unfinished-draft');
    expect(exported(name), name).not.toContain('Notes From an Unfinished Draft');
  }
});

test('npm run check lists every broken post at once, each with its file, line and fix, and fails', () => {
  project = copyProject('owner-check');
  const post = (fields: string, body = 'Some words.') => `---\n${fields}\n---\n\n${body}\n`;
  writeFileSync(join(project.postsDir, 'bad-date.md'), post('title: T\nexcerpt: E\ncategory: C\ndate: 04/03/2025'));
  writeFileSync(join(project.postsDir, 'no-title.md'), post('excerpt: E\ncategory: C\ndate: 2025-03-04'));
  writeFileSync(join(project.postsDir, 'big-heading.md'), post('title: T\nexcerpt: E\ncategory: C\ndate: 2025-03-04', 'Intro.\n\n# A second title'));
  const started = performance.now();
  const result = npm(project.dir, 'check');
  const seconds = (performance.now() - started) / 1000;
  expect(result.status).toBe(1);
  const problems = result.stderr.split('\n').filter((line) => /^\S+:\d+: /.test(line));
  expect(problems).toEqual([
    'content/posts/bad-date.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "04/03/2025")',
    'content/posts/big-heading.md:10: "# A second title" is a level-1 heading; the post title is the page\'s only one, so start sections at "##"',
    'content/posts/no-title.md:5: "title" is missing: add it on its own line between the two "---" lines',
  ]);
  expect(result.stderr).toContain('3 problems');
  console.log(`npm run check: ${seconds.toFixed(1)} s`);
});
