import { expect, test } from '@playwright/test';
import {
  linkedinBrands,
  portfolioCategories,
  portfolioIntro,
  portfolioMeta,
  portfolioTypes,
} from '../content/portfolio';
import { impactStats } from '../content/stats';
import {
  expectHeadingOutline,
  expectMetadata,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectOutbound,
  expectTapTargets,
} from './support/page-structure';

/** The badge types the spec names, verbatim. */
const specTypes = [
  'Website',
  'Service Content',
  'Blog Post',
  'Leaflet',
  'Fundraiser Landing Page',
  'Personal Branding',
  'Service Page',
  'Landing Page',
];

test.describe('portfolio page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/portfolio');
  });

  test('has its own title and description, one h1 and an ordered outline', async ({ page }) => {
    await expectMetadata(page, portfolioMeta);
    await expectHeadingOutline(page, portfolioIntro.headline);
  });

  test('groups the work samples by category', async ({ page }) => {
    const names = portfolioCategories.map((category) => category.name);
    expect(names.slice(0, 3)).toEqual(['Healthcare NHS and Charity', 'B2B', 'Expert Tuition']);
    expect(names.at(-1)).toBe('Other Blogs');
    expect(names).toHaveLength(5);
    for (const category of portfolioCategories) {
      await expect(page.locator(`section#${category.id}`).getByRole('heading', { level: 3 })).toHaveText(category.name);
    }
  });

  test("each card shows a type badge and a 'View Work' link that opens a new tab", async ({ page }) => {
    for (const category of portfolioCategories) {
      const cards = page.locator(`section#${category.id}`).getByRole('article');
      await expect(cards).toHaveCount(category.items.length);
      for (const [index, item] of category.items.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 4 })).toHaveText(item.title);
        await expect(card.getByText(item.type, { exact: true })).toBeVisible();
        const link = card.getByRole('link');
        await expect(link).toHaveText(/View Work/);
        await expect(link).toHaveAccessibleName(new RegExp(`View Work.*${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        await expectOutbound(link, item.url);
      }
    }
  });

  test('uses exactly the spec badge types, every one of them', async () => {
    expect([...portfolioTypes].sort()).toEqual([...specTypes].sort());
    const used = new Set(portfolioCategories.flatMap((category) => category.items.map((item) => item.type)));
    expect([...used].sort()).toEqual([...specTypes].sort());
  });

  test("'View Work' opens the sample in a new tab with no opener", async ({ page, context }) => {
    const item = portfolioCategories[0].items[0];
    await context.route(item.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Sample</title>' }));
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: new RegExp(`View Work.*${item.title}`) }).click(),
    ]);
    await expect(tab).toHaveURL(item.url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('LinkedIn section: two client profiles with roles and View Profile links', async ({ page }) => {
    const section = page.locator(`section#${linkedinBrands.id}`);
    expect(linkedinBrands.profiles).toHaveLength(2);
    for (const profile of linkedinBrands.profiles) {
      const card = section.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: profile.name }) });
      await expect(card.getByText(profile.role)).toBeVisible();
      const link = card.getByRole('link', { name: /View Profile/ });
      await expectOutbound(link, profile.url);
    }
  });

  test("LinkedIn section: five 'VC Insight' posts labelled by number with View Post links", async ({ page }) => {
    const section = page.locator(`section#${linkedinBrands.id}`);
    expect(linkedinBrands.posts).toHaveLength(5);
    for (const [index, post] of linkedinBrands.posts.entries()) {
      const label = `VC Insight #${index + 1}`;
      const card = section.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: label, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(post.hook)).toBeVisible();
      await expectOutbound(card.getByRole('link', { name: /View Post/ }), post.url);
    }
  });

  test('shows the impact statistics', async ({ page }) => {
    for (const stat of impactStats) {
      await expect(page.getByRole('listitem').filter({ hasText: `${stat.value} ${stat.label}` })).toBeVisible();
    }
  });

  test('the sector chips jump to each category', async ({ page }) => {
    const chips = page.getByRole('navigation', { name: 'Portfolio sections' });
    for (const category of portfolioCategories) {
      await expect(chips.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `#${category.id}`);
    }
    await chips.getByRole('link', { name: 'Expert Tuition' }).click();
    await expect(page.locator('section#expert-tuition').getByRole('heading', { level: 3 })).toBeInViewport();
  });

  test('fits the screen, has comfortable tap targets and no accessibility violations', async ({ page }) => {
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page);
    await expectNoAxeViolations(page);
  });
});
