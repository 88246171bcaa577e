import { expect, test } from '@playwright/test';
import { aboutCtas, aboutIntro, biography, principles, profileCard, strengths } from '../lib/content/about';
import { site } from '../lib/content/site';
import { experienceBadges } from '../lib/content/stats';
import { clientStrip } from '../lib/content/clients';
import { expectScrolledTo, sitePath } from './support/page-structure';

const sectionTitled = (page: import('@playwright/test').Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('opens with the positioning statement, her clients and a client’s words', async ({ page }) => {
    await expect(page.getByText(aboutIntro.lead)).toBeVisible();
    const clients = page.getByRole('group', { name: profileCard.clientsLabel }).getByRole('listitem');
    await expect(clients).toHaveText(clientStrip.names);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('blockquote')).toHaveText(profileCard.quote.text);
    await expect(hero.getByText(profileCard.quote.name, { exact: true })).toBeVisible();
    // Her name is printed in the lead that opens "I'm {owner}", not again beside it (without a portrait to caption).
    if (!site.portrait) await expect(hero.getByText(site.owner, { exact: true })).toHaveCount(0);
  });

  test('signs once and repeats none of the home page figures', { tag: '@any-viewport' }, async ({ page }) => {
    await expect(page.getByRole('img', { name: site.owner })).toHaveCount(1);
    await expect(page.locator('main img[src*="signature"]')).toHaveCount(1);
    // The figures of the home hero are not set again as a stats card beside About's.
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    for (const fact of experienceBadges) await expect(hero).not.toContainText(`${fact.value} ${fact.label}`);
  });

  test('tells the biography', { tag: '@any-viewport' }, async ({ page }) => {
    const section = sectionTitled(page, biography.title);
    for (const paragraph of biography.paragraphs) await expect(section.getByText(paragraph)).toBeVisible();
  });

  test('shows a card per strength', { tag: '@any-viewport' }, async ({ page }) => {
    const section = sectionTitled(page, strengths.title);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(strengths.items.map((item) => item.title));
    for (const item of strengths.items) await expect(section.getByText(item.body)).toBeVisible();
  });

  test('lists the working principles in order', { tag: '@any-viewport' }, async ({ page }) => {
    const section = sectionTitled(page, principles.title);
    await expect(section.locator('ol > li')).toHaveCount(principles.items.length);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(principles.items.map((item) => item.title));
  });

  test('has one call to action for businesses and one for executives', { tag: '@any-viewport' }, async ({ page }) => {
    const section = sectionTitled(page, aboutCtas.title);
    const [business, executive] = aboutCtas.boxes;
    const businessBox = section.getByRole('article').filter({ hasText: business.title });
    const executiveBox = section.getByRole('article').filter({ hasText: executive.title });
    await expect(businessBox.getByRole('link', { name: business.cta.label })).toHaveAttribute('href', sitePath(business.cta.href));
    await expect(executiveBox.getByRole('link', { name: executive.cta.label })).toHaveAttribute('href', sitePath(executive.cta.href));
  });

  test('the executives box lands on LinkedIn ghostwriting', { tag: '@any-viewport' }, async ({ page }) => {
    const executive = aboutCtas.boxes[1];
    const [path, id] = executive.cta.href.split('#');
    await page.getByRole('link', { name: executive.cta.label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
    await expectScrolledTo(page, page.locator(`#${id}`));
  });
});
