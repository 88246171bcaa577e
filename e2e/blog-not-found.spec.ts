import { expect, test } from '@playwright/test';
import { blog } from '../lib/content/blog';
import { notFoundPage } from '../lib/content/navigation';
import { siteHref, sitePath } from './support/site';

test.describe('unknown blog post', () => {
  test('/blog/{unknown} answers 404 with the Post Not Found screen, one h1, and logs the path', async ({ page }) => {
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(sitePath('/blog/no-such-post'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.notFound.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(blog.notFound.text)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: blog.notFound.back })).toHaveAttribute('href', siteHref('/blog'));
    await expect(page.getByText(notFoundPage.headline)).toBeHidden();
    await expect.poll(() => logs.some((line) => line.includes('/blog/no-such-post'))).toBe(true);
    expect(errors).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: blog.notFound.back }).click();
    await expect(page).toHaveURL(sitePath('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.heading);
  });

  test('other unknown addresses keep the general 404 screen', async ({ page }) => {
    const response = await page.goto(sitePath('/blogs/no-such-post'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.headline);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(blog.notFound.title)).toBeHidden();
  });
});
