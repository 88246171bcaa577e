import { expect, test, type Page } from '@playwright/test';
import { serviceFamilies, servicesCta, servicesPricing, type ServiceFamily } from '../lib/content/services';
import { expectScrolledTo, sitePath } from './support/page-structure';

const family = (id: string): ServiceFamily => {
  const found = serviceFamilies.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no service family ${id}`);
  return found;
};

async function expectOfferings(page: Page, id: string) {
  const { offerings } = family(id);
  const section = page.locator(`section#${id}`);
  const articles = section.getByRole('article');
  await expect(articles).toHaveCount(offerings.length);
  for (const [index, offering] of offerings.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(offering.title);
    await expect(article.getByText(offering.description)).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText(offering.features);
    if (offering.price) await expect(article.getByText(offering.price, { exact: true })).toBeVisible();
  }
}

test.describe('services page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services');
  });

  test('the content marketing offerings, each with a description and feature list', { tag: '@any-viewport' }, async ({ page }) => {
    await expect(page.locator('section#content-marketing').getByRole('heading', { level: 2 })).toBeVisible();
    await expectOfferings(page, 'content-marketing');
  });

  test('the LinkedIn offerings, each with a description and feature list', { tag: '@any-viewport' }, async ({ page }) => {
    await expect(page.locator('section#linkedin-ghostwriting').getByRole('heading', { level: 2 })).toBeVisible();
    await expectOfferings(page, 'linkedin-ghostwriting');
  });

  test('the ghostwriting package promises 3-5 posts per week', { tag: '@any-viewport' }, async ({ page }) => {
    const offering = page.locator('section#linkedin-ghostwriting').getByRole('article').filter({ hasText: 'Ghostwriting Package' });
    await expect(offering).toContainText('3-5 posts per week');
  });

  test('the pricing band gives the usual range of a project and where monthly work starts, every figure filled in', { tag: '@any-viewport' }, async ({ page }) => {
    const band = page.getByRole('region', { name: servicesPricing.title });
    await expect(band.getByText(servicesPricing.guide.label, { exact: true })).toBeVisible();
    await expect(band).toContainText(`${servicesPricing.guide.from}–${servicesPricing.guide.to}`);
    await expect(band.getByText(servicesPricing.guide.note)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\{\w+\}/);
  });

  test('the closing call to action leads to the contact page', { tag: '@any-viewport' }, async ({ page }) => {
    await expect(page.getByRole('main').getByRole('link', { name: servicesCta.cta.label })).toHaveAttribute('href', sitePath(servicesCta.cta.href));
  });

  for (const id of ['content-marketing', 'linkedin-ghostwriting']) {
    test(`/services#${id} opens at that section, clear of the top bar`, async ({ page }) => {
      await page.goto(`/services#${id}`);
      await expectScrolledTo(page, page.locator(`section#${id}`));
    });

    test(`the jump card at the top reaches #${id}`, async ({ page }) => {
      await page.getByRole('navigation', { name: 'Service families' }).locator(`a[href="#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectScrolledTo(page, page.locator(`section#${id}`));
    });
  }
});
