import { expect, test } from '@playwright/test';
import { blog } from '../lib/content/blog';
import { mainNav } from '../lib/content/navigation';
import { blogPages } from '../lib/render/blog-pages';
import { getAllPosts } from '../lib/render/posts';
import { siteHref, sitePath } from './support/site';

const posts = getAllPosts();
/** The posts /blog itself shows: the newest, up to a page of them (later pages: tests/builds/site.build.ts). */
const firstPage = blogPages(posts)[0].posts;

test.describe('blog list', () => {
  test.skip(posts.length === 0, 'an empty blog is covered by tests/builds/empty-blog.build.ts');
  test('is the Help Centre: a card per post of its first page, newest first, with category, title, excerpt, date and read time', async ({ page }) => {
    await page.goto(sitePath('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.heading);
    await expect(page.locator('#site-menu a[aria-current="page"]')).toHaveText(mainNav.find((link) => link.href === '/blog')!.label);

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(firstPage.length);
    expect(posts.map((post) => post.date)).toEqual(posts.map((post) => post.date).sort().reverse());
    for (const [index, post] of firstPage.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', siteHref(`/blog/${post.slug}`));
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.locator(`time[datetime="${post.date}"]`)).toHaveText(post.displayDate);
      await expect(card.getByText(post.readTime)).toBeVisible();
    }
    await expect(page.getByText(blog.empty)).toHaveCount(0);
  });

  test('from 1,024 px each title runs across the row, over its excerpt, in at most two lines', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the wide layout');
    await page.goto(sitePath('/blog'));
    const cards = page.getByRole('main').getByRole('article');
    for (const [index, post] of firstPage.entries()) {
      const card = cards.nth(index);
      const title = card.getByRole('heading', { level: 2 });
      const [heading, excerpt] = await Promise.all([title.boundingBox(), card.getByText(post.excerpt).boundingBox()]);
      const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(Math.round(heading!.height / lineHeight), post.title).toBeLessThanOrEqual(2);
      // The excerpt under the title, not beside it.
      expect(excerpt!.y, post.title).toBeGreaterThanOrEqual(heading!.y + heading!.height - 1);
    }
  });

  test('the dates read like "January 14, 2025" and read times like "8 min read"', async ({ page }) => {
    await page.goto(sitePath('/blog'));
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card.locator('time').first()).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
  });

  test('anywhere on a card but its category badge opens its post', async ({ page }) => {
    await page.goto(sitePath('/blog'));
    const last = firstPage.at(-1)!;
    const card = page.getByRole('main').getByRole('article').filter({ hasText: last.title });
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: box.width - 30, y: 30 } });
    await expect(page).toHaveURL(sitePath(`/blog/${last.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
  });
});
