import { expect, test } from '@playwright/test';
import escapeRegExp from 'escape-string-regexp';
import { aboutCtas, aboutIntro, biography, career, principles, profileCard, strengths } from '../lib/content/about';
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

  test('sets out her career in the order the content gives', { tag: '@any-viewport' }, async ({ page }) => {
    const section = sectionTitled(page, career.title);
    // Each row reads years, role, organisation, then what she did there; one row per entry, none added or reordered.
    const rows = career.entries.map((entry) => new RegExp(`^${[entry.years, entry.role, entry.organisation, entry.summary].map(escapeRegExp).join('\\W*')}$`));
    await expect(section.locator('ol > li')).toHaveText(rows);
  });

  test('sets each career entry’s years beside its role on a wide screen, over it on a phone', async ({ page, isMobile }) => {
    const section = sectionTitled(page, career.title);
    // On a wide screen what she did there starts where her story's text does, in the section above.
    const story = (await sectionTitled(page, biography.title).getByText(biography.paragraphs[0]).boundingBox())!;
    for (const [index, entry] of career.entries.entries()) {
      const row = section.locator('ol > li').nth(index);
      const years = (await row.getByText(entry.years, { exact: true }).boundingBox())!;
      const role = (await row.getByText(entry.role, { exact: true }).boundingBox())!;
      if (isMobile) expect(years.y + years.height, entry.years).toBeLessThanOrEqual(role.y + 1);
      else {
        expect(years.x + years.width, entry.years).toBeLessThan(role.x);
        expect(Math.abs(years.y - role.y), entry.years).toBeLessThan(8);
        // Where its text starts: the box's left edge plus its padding.
        const summaryStart = await row.getByText(entry.summary, { exact: true }).evaluate((element) => element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft));
        expect(Math.abs(summaryStart - story.x), entry.years).toBeLessThan(1);
      }
    }
    // The years share one column: every row's years start at the same x.
    const starts = await section.locator('ol > li > :first-child').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    expect(new Set(starts).size).toBe(1);
    expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
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
