import { expect, test } from '@playwright/test';
import { siteHref, sitePath } from './support/site';

test.describe('unknown blog post', () => {
  test('/blog/{unknown} answers 404 with the Post Not Found screen, one h1, and logs the path', async ({ page }) => {
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(sitePath('/blog/no-such-post'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', siteHref('/blog'));
    await expect(page.getByText('Oops! Page not found')).toBeHidden();
    await expect.poll(() => logs.some((line) => line.includes('/blog/no-such-post'))).toBe(true);
    expect(errors).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(sitePath('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercer Content Help Centre');
  });

  test('other unknown addresses keep the general 404 screen', async ({ page }) => {
    const response = await page.goto(sitePath('/blogs/no-such-post'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Post Not Found')).toBeHidden();
  });
});
