/**
 * Answers for assistants, end to end from content/ alone: a post with a summary, footnotes, an `updated` date and a
 * new category shows up in its page, its topic hub, the sitemap, the feed, llms.txt, llms-full.txt and its markdown
 * twin; a summary over the limit stops the build naming the file. Each test builds a temporary copy of the project.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { blog } from '../../content/blog';
import { site as siteConfig } from '../../content/site';
import { dateValue, latestDate } from '../../lib/render/dates';
import { SUMMARY_MAX_WORDS } from '../../lib/render/post-schema';
import { getAllPosts, getTopics } from '../../lib/render/posts';
import { copyProject, runBuild, serveExport, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
const exported = (name: string) => readFileSync(join(project!.dir, 'out', name), 'utf8');
/** The <lastmod> of one address in a sitemap, or undefined when it is not listed. */
const lastmodOf = (sitemap: string, address: string) =>
  new RegExp(`<url>\\s*<loc>${address}</loc>(?:(?!</url>)[\\s\\S])*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
test.afterEach(() => project?.remove());

const summary = 'Write the answer first, cite where each figure comes from, and date every real edit.';
const citedPost = `---
title: "Newsletters People Forward"
excerpt: What makes a company newsletter worth forwarding, and how to measure it.
summary: ${summary}
category: Email Newsletters
date: 2026-03-02
updated: 2026-04-10
---

Forwarding is the strongest signal a newsletter earns.[^study] Start from [the services page](/services).

## Lead with one idea

One idea per issue, stated in the first line.[^study]

[^study]: A named study, [with its address](https://example.org/study).
`;
const secondPost = `---
title: "Subject Lines That Get Opened"
excerpt: A short guide to writing subject lines that are specific, honest and worth opening.
category: Email Newsletters
date: 2026-02-01
---

Be specific. Say what the reader gets.
`;

test('a post with a summary, sources, an update and a new category appears everywhere, from content/ alone', async ({ page }) => {
  project = copyProject('answers-new-post');
  writeFileSync(join(project.postsDir, 'newsletters-people-forward.md'), citedPost);
  writeFileSync(join(project.postsDir, 'subject-lines.md'), secondPost);
  const build = await runBuild(project.dir);
  expect(build.ok, build.output).toBe(true);

  const address = `${siteConfig.url}/blog/newsletters-people-forward`;
  const hub = `${siteConfig.url}/blog/category/email-newsletters`;
  const sitemap = exported('sitemap.xml');
  expect(lastmodOf(sitemap, address)).toBe('2026-04-10');
  expect(lastmodOf(sitemap, hub)).toBe('2026-04-10');
  for (const topic of getTopics().filter((t) => !t.indexable)) expect(sitemap).not.toContain(`${topic.path}<`);

  const feed = exported('feed.xml');
  expect(feed).toContain(`<description><![CDATA[${summary}]]></description>`);
  const newestChange = latestDate([...getAllPosts().map((post) => post.modified), '2026-04-10'])!;
  expect(feed).toContain(`<lastBuildDate>${dateValue(newestChange).toUTCString()}</lastBuildDate>`);

  const llms = exported('llms.txt');
  expect(llms).toContain(`- [Newsletters People Forward](${address}): ${summary} (Email Newsletters, 2026-03-02, updated 2026-04-10)`);
  expect(llms).toMatch(new RegExp(`^- \\[Email Newsletters\\]\\(${hub}\\): .*\\(2 posts\\)$`, 'm'));
  expect(llms).toContain(`(${address}.md): `);
  expect(exported('llms-full.txt')).toContain('# Newsletters People Forward\n\n> ');

  const twin = exported('blog/newsletters-people-forward.md');
  expect(twin.startsWith(`# Newsletters People Forward\n\n> ${summary}\n\nPublished: 2026-03-02  \nUpdated: 2026-04-10  \n`)).toBe(true);
  expect(twin).toContain(`[the services page](${siteConfig.url}/services)`);
  expect(twin).toContain('[^study]: A named study');

  const site = await serveExport(project.dir);
  try {
    await page.goto(`${site.url}/blog/newsletters-people-forward`);
    await expect(page.getByRole('region', { name: blog.inShort })).toContainText(summary);
    await expect(page.getByRole('article').locator('header [data-updated] time')).toHaveText('April 10, 2026');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${address}.md`);
    await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')).toHaveText(['Lead with one idea', blog.sources.heading]);
    await page.locator('[data-post-body] sup a').first().click();
    await expect(page).toHaveURL(/#source--1$/);
    await expect(page.locator('#source--1 a[href="https://example.org/study"]')).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('article').locator('header').getByRole('link', { name: 'Email Newsletters' }).click();
    await expect(page).toHaveURL(`${site.url}/blog/category/email-newsletters`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Newsletters');
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText(['Newsletters People Forward', 'Subject Lines That Get Opened']);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

    const twinResponse = await page.request.get(`${site.url}/blog/newsletters-people-forward.md`);
    expect(twinResponse.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  } finally {
    site.close();
  }
});

test(`a summary over ${SUMMARY_MAX_WORDS} words stops the build, naming the file`, async () => {
  project = copyProject('answers-long-summary');
  const long = Array.from({ length: SUMMARY_MAX_WORDS + 5 }, (_, i) => `word${i}`).join(' ');
  writeFileSync(join(project.postsDir, 'too-long.md'), citedPost.replace(`summary: ${summary}`, `summary: ${long}`));
  const build = await runBuild(project.dir);
  expect(build.ok).toBe(false);
  expect(build.output).toMatch(/content\/posts\/too-long\.md:\d+: "summary" must be at most/);
  expect(build.output).toContain(`"summary" must be at most ${SUMMARY_MAX_WORDS} words (it has ${SUMMARY_MAX_WORDS + 5})`);
  expect(existsSync(join(project.dir, 'out'))).toBe(false);
});
