/**
 * The services FAQ works with JavaScript disabled: native disclosure widgets that open and close from the keyboard,
 * with every answer in the HTML for crawlers, and no FAQPage markup.
 */
import { expect, test } from '@playwright/test';
import { servicesFaq } from '../lib/content/services';
import { sitePath } from './support/page-structure';

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await page.goto(sitePath('/services'));
});

test('lists every question, with each answer in the HTML but closed', async ({ page }) => {
  expect(servicesFaq.items.length).toBeGreaterThanOrEqual(6);
  expect(servicesFaq.items.length).toBeLessThanOrEqual(8);
  const section = page.getByRole('region', { name: servicesFaq.title });
  await expect(section.locator('details > summary')).toHaveText(servicesFaq.items.map((item) => item.question));
  for (const [index, item] of servicesFaq.items.entries()) {
    const details = section.locator('details').nth(index);
    await expect(details).not.toHaveAttribute('open');
    for (const paragraph of item.answer) {
      await expect(details.getByText(paragraph)).toBeAttached();
      await expect(details.getByText(paragraph)).toBeHidden();
    }
  }
});

test('each question opens and closes from the keyboard, and Tab moves to the next', async ({ page }) => {
  const section = page.getByRole('region', { name: servicesFaq.title });
  await section.locator('summary').first().focus();
  for (const [index, item] of servicesFaq.items.entries()) {
    const summary = section.locator('summary').nth(index);
    const answer = section.locator('details').nth(index).getByText(item.answer[0]);
    await expect(summary).toBeFocused();
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
    await expect(answer).toBeVisible();
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Tab');
  }
});

test('promises no FAQ rich result: there is no FAQPage markup', async ({ page }) => {
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).not.toContain('FAQPage');
});
