import { expect, test, type Page } from '@playwright/test';
import { getStarted, mainNav, menuToggleLabel, notFoundPage } from '../lib/content/navigation';

const about = mainNav.find((link) => link.href === '/about')!;
const last = mainNav[mainNav.length - 1];
import { siteHref, sitePath } from './support/site';
import { phone } from '../tests/support/browser';

const isPhone = (name: string) => name === 'phone';

test.describe('shared navigation', () => {
  test('marks the current page and links every section', async ({ page }, info) => {
    await page.goto(sitePath('/about'));
    const toggle = page.getByRole('button', { name: menuToggleLabel });
    if (isPhone(info.project.name)) await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of mainNav) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', siteHref(link.href));
    }
    await expect(nav.getByRole('link', { name: about.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: getStarted.label })).toHaveAttribute('href', siteHref(getStarted.href));
    await expect(page.getByRole('banner').getByRole('link', { name: getStarted.label })).not.toHaveAttribute('aria-current');
  });

  test("on the enquiry page, which has no link of its own in the bar, the 'Get Started' button is the current link", async ({ page }) => {
    await page.goto(sitePath(getStarted.href));
    await expect(page.getByRole('banner').getByRole('link', { name: getStarted.label })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').locator('[aria-current]')).toHaveCount(1);
  });

  test("the current 'Get Started' button is shown pressed by a darker fill, with no ring or line", async ({ page }) => {
    const button = page.getByRole('banner').getByRole('link', { name: getStarted.label });
    const look = () => button.evaluate((element) => ({ fill: getComputedStyle(element).backgroundColor, ring: getComputedStyle(element).boxShadow, after: getComputedStyle(element, '::after').content }));
    await page.goto(sitePath(about.href));
    const elsewhere = await look();
    await page.goto(sitePath(getStarted.href));
    const here = await look();
    expect(here.fill).not.toBe(elsewhere.fill);
    expect(here.ring).toBe(elsewhere.ring);
    expect(['none', 'normal']).toContain(here.after);
  });

  test('the top bar stays at the top while scrolling', async ({ page }) => {
    await page.goto(sitePath('/'));
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

test.describe('phone menu', () => {
  test.beforeEach(({}, info) => test.skip(!isPhone(info.project.name), 'the toggle exists only on small screens'));

  const isOpen = (page: Page) => page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'));

  for (const javaScriptEnabled of [true, false]) {
    test(`opens and closes with the toggle, Escape and a tap outside ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ ...phone, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(sitePath(about.href));
      const toggle = page.getByRole('button', { name: menuToggleLabel });
      const menu = page.locator('#site-menu');
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(menu).toBeVisible();
      expect(await isOpen(page)).toBe(true);
      await expect(menu.getByRole('link', { name: about.label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link').first()).toBeInViewport();
      await toggle.click();
      await expect(menu).toBeHidden();

      await toggle.click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await page.mouse.click(4, 800);
      await expect(menu).toBeHidden();

      await toggle.click();
      await menu.getByRole('link', { name: last.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${last.href}$`));
      await expect(page.locator('#site-menu')).toBeHidden();
      await context.close();
    });
  }

  test('the script closes it after an in-page link', async ({ page }) => {
    await page.goto(sitePath('/'));
    const toggle = page.getByRole('button', { name: menuToggleLabel });
    await toggle.click();
    const home = page.locator('#site-menu').getByRole('link').first();
    await home.evaluate((a) => a.setAttribute('href', '#main'));
    await home.click();
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});

test.describe('not found', () => {
  test('an unknown address gets the 404 screen with status 404 and logs the path', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto(sitePath('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundPage.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: notFoundPage.headline })).toBeVisible();
    await expect(page.getByRole('link', { name: notFoundPage.home.label })).toHaveAttribute('href', siteHref(notFoundPage.home.href));
    await expect.poll(() => logs.some((line) => line.includes('/no-such-page'))).toBe(true);
  });
});
