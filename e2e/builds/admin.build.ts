/**
 * The editor at /admin, as the owner uses it, on a copy of the project: `npm run dev`, open /admin, write a post,
 * upload an image into it, publish; the files appear under content/ and public/images/blog/, and the built site
 * shows the post with its image. The built /admin keeps its own policy and noindex, and nothing else of the site
 * refers to it: no page, nor the sitemap, the feed or llms.txt.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { readExport } from '../../lib/export/site-export';
import { buildEnv, copyProject, runBuild, serveExport, startDev, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
test.afterEach(() => project?.remove());

const post = {
  slug: 'briefing-a-writer-the-one-page-brief',
  title: 'Briefing a Writer: The One-Page Brief',
  excerpt: 'What a one-page brief holds, and why a writer needs nothing more to start.',
  category: 'Content Operations',
  date: '2026-03-02',
  updated: '2026-03-09',
  body: 'A brief that fits on one page gets read.',
  alt: 'The one-page brief, section by section',
};

/** Collects what would show the editor is broken: a policy violation or a script error. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test('the owner writes a post with an image at /admin under npm run dev, and the built site shows it', async ({ page }, testInfo) => {
  test.setTimeout(20 * 60_000);
  project = copyProject('admin');
  const { dir } = project;
  const image = join(testInfo.outputDir, 'brief-diagram.svg');
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(image, '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32"><rect width="48" height="32" fill="#0f766e"/></svg>\n');

  const dev = await startDev(dir);
  try {
    const errors = watchForErrors(page);
    await page.goto(`${dev.url}/admin#/collections/posts/new`, { timeout: 300_000 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Title', { exact: true }).fill(post.title);
    await page.getByLabel('Excerpt', { exact: true }).fill(post.excerpt);
    await page.getByLabel('Category', { exact: true }).fill(post.category);
    await page.getByLabel('Date', { exact: true }).fill(post.date);
    await page.getByLabel('Updated (optional)').fill(post.updated);
    const draft = page.getByRole('switch', { name: 'Draft (optional)' });
    await expect(draft, 'a new post starts as a draft').toHaveAttribute('aria-checked', 'true');
    await draft.click();
    await expect(draft).toHaveAttribute('aria-checked', 'false');

    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type(post.body);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /add component/i }).click();
    await page.getByRole('menuitem', { name: 'Image' }).click();
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type=file]').setInputFiles(image);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByLabel('Alt text').fill(post.alt);

    // The preview draws the post with the site's own stylesheet and the classes of its post pages.
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(preview.locator('link[href$="/admin/preview.css"]')).toHaveCount(1);
    await expect(preview.locator('.prose')).toContainText(post.body);
    expect(await preview.locator('.prose').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Inter\b|^"Inter"/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const file = join(dir, 'content/posts', `${post.slug}.md`);
    await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);
    expect(existsSync(join(dir, 'public/images/blog/brief-diagram.svg'))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    dev.stop();
  }

  const written = matter(readFileSync(join(dir, 'content/posts', `${post.slug}.md`), 'utf8'));
  expect(written.data).toMatchObject({ title: post.title, excerpt: post.excerpt, category: post.category, draft: false });
  expect(written.content).toContain('![The one-page brief, section by section](/images/blog/brief-diagram.svg)');

  // A build for the host: the editor signs in to the repository the host builds.
  const build = await runBuild(dir, buildEnv({ CMS_REPO: 'mercer/site' }));
  expect(build.ok, build.output).toBe(true);
  const server = await serveExport(dir);
  try {
    await page.goto(`${server.url}/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('main')).toContainText(post.body);
    await expect(page.getByRole('main')).toContainText('Updated');
    const picture = page.getByRole('img', { name: post.alt });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(48);

    // The built editor loads under its own policy, from the site's own files only.
    const errors = watchForErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(`${server.url}/admin`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 60_000 });
    expect(errors).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([]);
  } finally {
    server.close();
  }

  // Nothing of the site refers to the editor: no page, nor the sitemap, the feed or llms.txt.
  const site = readExport(join(dir, 'out'), '');
  for (const page of site.pages) expect(site.read(page), page.path).not.toMatch(/["'/]admin\b/);
  for (const name of ['sitemap.xml', 'feed.xml', 'llms.txt', 'llms-full.txt', 'robots.txt']) {
    expect(readFileSync(join(dir, 'out', name), 'utf8'), name).not.toContain('/admin');
  }
});
