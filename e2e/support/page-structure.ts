/**
 * Checks shared by the page specs: heading outline, metadata, outbound links and scrolling to a target (the layout
 * of every page at every width: e2e/layout.spec.ts). Everything here is what a visitor, a screen reader or a crawler
 * can observe.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import escapeRegExp from 'escape-string-regexp';

/** Specs import the page helpers and `sitePath` from one place. */
export { sitePath } from './site';

/** Exactly one h1, and no heading skips a level on the way down. */
export async function expectHeadingOutline(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels[0], 'the first heading is the h1').toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1], `heading ${index} (h${level}) skips a level`).toBeLessThanOrEqual(1);
  });
}

export async function expectMetadata(page: Page, meta: { title: string; description: string }) {
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(meta.title)}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
}

/** Opens in a new tab without giving the other site a handle on this one. */
export async function expectOutbound(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** The page has scrolled so the element's top sits just below the sticky bar, not hidden under it. */
export async function expectScrolledTo(page: Page, target: Locator) {
  const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
  await expect
    .poll(async () => {
      const top = (await target.boundingBox())?.y ?? -1;
      return top >= barBottom - 1 && top <= barBottom + 120;
    }, { message: 'target should land just below the top bar' })
    .toBe(true);
}
