/**
 * The owner's workflow, end to end: write a markdown file into content/posts/, run the build, and the
 * post is everywhere it should be; a broken file stops the build saying which file and field; an empty
 * folder still builds. Each test builds a temporary copy of the project (see e2e/support/project-copy.ts).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { site as siteConfig } from '../../content/site';
import { PLACEHOLDER_SLUG } from '../../lib/render/posts';
import { pngSize } from '../support/png';
import { copyProject, runBuild, serveExport, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
const exported = (name: string) => readFileSync(join(project!.dir, 'out', name), 'utf8');
test.afterEach(() => project?.remove());

const newPost = `---
title: "Five Questions to Ask Before You Brief a Ghostwriter"
excerpt: A short checklist that saves weeks of back-and-forth and gets the first draft close to right.
category: AI & Search Strategy
date: 2026-03-02
---

Briefing a ghostwriter well is most of the work. These questions get you there.

## Who is the reader?

Name one person, their job and the decision they are trying to make.

## What should they do next?

- Book a call
- Share the post
- Remember your name
`;

/** The blog the new post joins (the owner's posts are replaced, so publishing never changes this test). */
const existingPosts = {
  'existing-guide.md': newPost.replace(/^title: .*$/m, 'title: "An Existing Guide"').replace('date: 2026-03-02', 'date: 2025-01-14'),
  'a-personal-note.md': newPost.replace(/^title: .*$/m, 'title: "A Personal Note"').replace('category: AI & Search Strategy', 'category: Personal').replace('date: 2026-03-02', 'date: 2024-12-01'),
};

test('a new markdown post gets its page, its card, related-post links, and a place in the sitemap, feed, llms.txt and share images', async ({ page }) => {
  project = copyProject('blog-new-post');
  for (const name of readdirSync(project.postsDir)) rmSync(join(project.postsDir, name), { recursive: true });
  for (const [name, text] of Object.entries(existingPosts)) writeFileSync(join(project.postsDir, name), text);
  writeFileSync(join(project.postsDir, 'briefing-a-ghostwriter.md'), newPost);
  const build = await runBuild(project.dir);
  expect(build.ok, build.output).toBe(true);
  // Search engines, feed readers and AI assistants hear of it with no other edit.
  const address = `${siteConfig.url}/blog/briefing-a-ghostwriter`;
  expect(exported('sitemap.xml')).toContain(`<loc>${address}</loc>`);
  expect(exported('feed.xml')).toContain(`<link>${address}</link>`);
  expect(exported('llms.txt')).toContain(`- [Five Questions to Ask Before You Brief a Ghostwriter](${address}): `);
  expect(pngSize(join(project.dir, 'out/og/blog/briefing-a-ghostwriter.png'))).toEqual({ width: 1200, height: 630 });
  const site = await serveExport(project.dir);
  try {
    await page.goto(`${site.url}/blog/briefing-a-ghostwriter`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Questions to Ask Before You Brief a Ghostwriter');
    await expect(page.locator('time').first()).toHaveText('March 2, 2026');
    await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')).toHaveText(['Who is the reader?', 'What should they do next?']);
    const ownRelated = page.getByRole('region', { name: 'Related Posts' });
    await expect(ownRelated.getByRole('link', { name: 'An Existing Guide' })).toHaveAttribute('href', '/blog/existing-guide');
    await expect(ownRelated.getByRole('link', { name: /Brief a Ghostwriter/ })).toHaveCount(0);

    await page.goto(`${site.url}/blog`);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByRole('heading').getByRole('link')).toHaveAttribute('href', '/blog/briefing-a-ghostwriter');
    await expect(firstCard).toContainText('AI & Search Strategy');
    await expect(firstCard).toContainText('1 min read');
    await expect(page.getByRole('article')).toHaveCount(3);

    for (const other of ['existing-guide', 'a-personal-note']) {
      await page.goto(`${site.url}/blog/${other}`);
      const group = page.getByRole('region', { name: 'Related Posts' }).getByRole('region', { name: 'AI & Search Strategy' });
      await expect(group.getByRole('link', { name: 'Five Questions to Ask Before You Brief a Ghostwriter' })).toHaveAttribute(
        'href',
        '/blog/briefing-a-ghostwriter',
      );
    }
  } finally {
    site.close();
  }
});

test('a broken post stops the build, naming each file, line and field', async () => {
  project = copyProject('blog-broken-post');
  writeFileSync(join(project.postsDir, 'bad-date.md'), newPost.replace('date: 2026-03-02', 'date: 02/03/2026'));
  writeFileSync(join(project.postsDir, 'no-title.md'), newPost.replace(/^title: .*\n/m, ''));
  const build = await runBuild(project.dir);
  expect(build.ok).toBe(false);
  expect(build.output).toContain('content/posts/bad-date.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "02/03/2026")');
  expect(build.output).toContain('content/posts/no-title.md:5: "title" is missing');
  expect(existsSync(join(project.dir, 'out'))).toBe(false);
});

test('an empty posts folder still builds and the list says posts are coming soon', async ({ page }) => {
  project = copyProject('blog-empty');
  for (const name of readdirSync(project.postsDir)) rmSync(join(project.postsDir, name), { recursive: true });
  const build = await runBuild(project.dir);
  expect(build.ok, build.output).toBe(true);
  // No page is left for the placeholder Next needs in order to build an empty blog.
  const blogDir = join(project.dir, 'out/blog');
  expect((existsSync(blogDir) ? readdirSync(blogDir) : []).filter((name) => name.startsWith(PLACEHOLDER_SLUG))).toEqual([]);
  expect(readdirSync(join(project.dir, 'out')).filter((name) => name.includes(PLACEHOLDER_SLUG))).toEqual([]);
  expect(existsSync(join(project.dir, 'out/og/blog', `${PLACEHOLDER_SLUG}.png`))).toBe(false);
  expect(exported('sitemap.xml')).not.toContain('/blog/');
  expect(exported('feed.xml')).not.toContain('<item>');
  expect(exported('llms.txt')).not.toContain('## Blog posts');
  const site = await serveExport(project.dir);
  try {
    await page.goto(`${site.url}/blog`);
    await expect(page.getByText('Blog posts coming soon...')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    const response = await page.goto(`${site.url}/blog/a-removed-post`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  } finally {
    site.close();
  }
});
