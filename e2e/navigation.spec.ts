import { expect, test } from '@playwright/test';
import { mainNav } from '../content/navigation';
import { siteHref, sitePath } from './support/site';

const isPhone = (name: string) => name === 'phone';

test.describe('shared navigation', () => {
  test('marks the current page and links every section', async ({ page }, info) => {
    await page.goto(sitePath('/about'));
    const toggle = page.getByRole('button', { name: 'Menu' });
    if (isPhone(info.project.name)) await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of mainNav) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', siteHref(link.href));
    }
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', siteHref('/contact'));
  });

  test('the top bar stays at the top while scrolling', async ({ page }) => {
    await page.goto(sitePath('/'));
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

test.describe('phone menu', () => {
  test.beforeEach(({}, info) => test.skip(!isPhone(info.project.name), 'the toggle exists only on small screens'));

  test('opens, closes on Escape, and closes when a link is chosen', async ({ page }) => {
    await page.goto(sitePath('/'));
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('closes when an in-page link is chosen', async ({ page }) => {
    await page.goto(sitePath('/'));
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator('#site-menu').getByRole('link', { name: 'Home' }).evaluate((a) => a.setAttribute('href', '#main'));
    await page.locator('#site-menu').getByRole('link', { name: 'Home' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('without JavaScript the links are shown and the toggle is not', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(sitePath('/'));
    await expect(page.locator('#site-menu')).toBeVisible();
    await expect(page.locator('[data-menu-toggle]')).toBeHidden();
    await context.close();
  });
});

test.describe('not found', () => {
  test('an unknown address gets the 404 screen with status 404 and logs the path', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto(sitePath('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', siteHref('/'));
    await expect.poll(() => logs.some((line) => line.includes('/no-such-page'))).toBe(true);
  });
});
