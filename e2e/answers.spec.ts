/**
 * What makes posts quotable, as a reader and a crawler meet it on the exported site: the "In short" summary,
 * citations that jump to their sources and back, dates of later edits, topic hubs and the markdown twins.
 */
import { expect, test } from '@playwright/test';
import { blog } from '../lib/content/blog';
import { site } from '../lib/content/site';
import { getAllPosts, getPostBySlug, getTopics } from '../lib/render/posts';
import { siteHref, sitePath } from './support/site';

const posts = getAllPosts();
// Whichever published posts cite sources or carry a later edit; tests/builds/site.build.ts pins both on a fixture post.
const cited = posts.filter((post) => getPostBySlug(post.slug)!.html.includes('data-footnotes'));
const edited = posts.filter((post) => post.updated);

test.describe('a post with a summary, sources and an update', () => {
  test('shows "In short" after the header and before the first section', async ({ page }) => {
    for (const post of posts.filter((p) => p.summary)) {
      await page.goto(sitePath(`/blog/${post.slug}`));
      const inShort = page.getByRole('region', { name: blog.inShort });
      await expect(inShort).toContainText(post.summary!);
      const before = await inShort.evaluate((block) => {
        const firstSection = document.querySelector('[data-post-body] h2')!;
        return Boolean(block.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(before, post.slug).toBe(true);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.summary!);
    }
  });

  for (const post of cited) test(`${post.slug}: citations jump to their numbered sources, and each source jumps back`, async ({ page }) => {
    await page.goto(sitePath(`/blog/${post.slug}`));
    const sources = page.locator('[data-post-body] section[data-footnotes]');
    await expect(sources.getByRole('heading', { level: 2 })).toHaveText(blog.sources.heading);
    const items = sources.locator('ol > li');
    expect(await items.count()).toBeGreaterThanOrEqual(1);

    const firstCitation = page.locator('[data-post-body] sup a').first();
    await expect(firstCitation).toHaveText('1');
    await firstCitation.click();
    await expect(page).toHaveURL(/#source--1$/);
    await expect(items.first()).toBeInViewport();

    await items.first().getByRole('link', { name: blog.sources.back(1), exact: true }).click();
    await expect(page).toHaveURL(/#cite--1$/);
    await expect(firstCitation).toBeInViewport();

    for (const link of await sources.locator('a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  for (const post of edited) test(`${post.slug}: shows the later edit beside the date`, async ({ page }) => {
    await page.goto(sitePath(`/blog/${post.slug}`));
    const header = page.getByRole('article').locator('header');
    await expect(header.locator(`time[datetime="${post.date}"]`)).toHaveText(post.displayDate);
    await expect(header.locator('[data-updated]')).toHaveText(new RegExp(`^${blog.updatedLabel} \\w+ \\d{1,2}, \\d{4}$`));
    await expect(header.locator(`[data-updated] time[datetime="${post.updated}"]`)).toBeVisible();
  });

  test('the byline and author box lead to /about', async ({ page }) => {
    test.skip(posts.length === 0, 'no posts');
    await page.goto(sitePath(`/blog/${posts[0].slug}`));
    const header = page.getByRole('article').locator('header');
    await expect(header.getByRole('link', { name: site.owner })).toHaveAttribute('href', siteHref('/about'));
    await expect(page.getByRole('region', { name: site.owner }).getByRole('link', { name: site.owner })).toHaveAttribute('href', siteHref('/about'));
  });
});

test.describe('topic hubs', () => {
  for (const topic of getTopics()) {
    test(`${topic.path} lists its posts newest first, as the blog's cards`, async ({ page }) => {
      await page.goto(sitePath(topic.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.name);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(topic.posts.length);
      for (const [index, post] of topic.posts.entries()) {
        await expect(cards.nth(index).getByRole('link', { name: post.title })).toHaveAttribute('href', siteHref(`/blog/${post.slug}`));
      }
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(topic.indexable ? 0 : 1);
      await expect(page.locator('#site-menu a[aria-current="page"]')).toHaveText('Blog');
    });
  }

  test('category badges on cards and posts lead to their hub', async ({ page }) => {
    const post = posts[0];
    await page.goto(sitePath('/blog'));
    await page.getByRole('article').filter({ hasText: post.title }).getByRole('link', { name: post.category, exact: true }).click();
    await expect(page).toHaveURL(sitePath(`/blog/category/${post.categorySlug}`));
    await page.goto(sitePath(`/blog/${post.slug}`));
    await expect(page.getByRole('article').locator('header').getByRole('link', { name: post.category, exact: true })).toHaveAttribute(
      'href',
      siteHref(`/blog/category/${post.categorySlug}`),
    );
  });

  test('an unknown topic answers 404 with the general screen', async ({ page }) => {
    const response = await page.goto(sitePath('/blog/category/no-such-topic'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});

test.describe('markdown twins', () => {
  for (const post of posts) {
    test(`/blog/${post.slug}.md is served as text/markdown and announced by the post`, async ({ page, request }) => {
      const response = await request.get(sitePath(`/blog/${post.slug}.md`));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith(`# ${post.title}\n\n> ${post.summary ?? post.excerpt}\n`)).toBe(true);
      expect(text).toContain(`Published: ${post.date}`);
      expect(text).not.toMatch(/\]\(\/(?!\/)/);
      await page.goto(sitePath(`/blog/${post.slug}`));
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${site.url}${sitePath(`/blog/${post.slug}.md`)}`);
    });
  }
});
