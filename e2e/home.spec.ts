import { expect, test } from '@playwright/test';
import { clientStrip } from '../content/clients';
import { audiences, closingCta, hero, homeMeta, howItWorks, painPoints, proof } from '../content/home';
import { experienceBadges, homeStats } from '../content/stats';
import { testimonial } from '../content/testimonial';
import {
  expectHeadingOutline,
  expectMetadata,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectScrolledTo,
  expectTapTargets,
  sitePath,
} from './support/page-structure';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has its own title and description, one h1 and an ordered outline', async ({ page }) => {
    await expectMetadata(page, homeMeta);
    await expectHeadingOutline(page, hero.headline);
  });

  test('hero: headline, subtext and the two buttons', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByText(hero.subtext)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Tell Me Your Content Needs' })).toHaveAttribute('href', sitePath('/contact'));
    await expect(main.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '#how-it-works');
  });

  test("'See How It Works' jumps to the how-it-works section", async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expectScrolledTo(page, page.locator('#how-it-works'));
  });

  test('shows the experience badges', async ({ page }) => {
    const heroSection = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(heroSection.getByRole('heading', { name: hero.badgesLabel })).toBeAttached();
    for (const badge of experienceBadges) {
      await expect(heroSection.getByRole('listitem').filter({ hasText: `${badge.value} ${badge.label}` })).toBeVisible();
    }
  });

  test("four pain-point cards and a 'Fix my content' button", async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: painPoints.title }) });
    expect(painPoints.items).toHaveLength(4);
    await expect(section.getByRole('listitem')).toHaveCount(4);
    for (const item of painPoints.items) {
      await expect(section.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      await expect(section.getByText(item.body)).toBeVisible();
    }
    await expect(section.getByRole('link', { name: 'Fix my content' })).toHaveAttribute('href', sitePath('/contact'));
  });

  test("compares Content Marketing with LinkedIn Ghostwriting, with 'Explore Services'", async ({ page }) => {
    const section = page.locator('#how-it-works');
    const columns = section.getByRole('article');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0).getByRole('heading', { level: 3 })).toHaveText('Content Marketing');
    await expect(columns.nth(1).getByRole('heading', { level: 3 })).toHaveText('LinkedIn Ghostwriting');
    for (const [index, column] of howItWorks.columns.entries()) {
      for (const point of column.points) await expect(columns.nth(index).getByText(point)).toBeVisible();
    }
    if (test.info().project.name === 'desktop') {
      const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
      expect(left && right && Math.abs(left.y - right.y) < 1 && left.x < right.x, 'two columns side by side').toBe(true);
    }
    await expect(section.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', sitePath('/services'));
  });

  test('audience cards for the four audiences', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: audiences.title }) });
    const names = ['Growing Companies', 'Senior Executives', 'Marketing Agencies', 'LinkedIn Agencies'];
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(names);
  });

  test('a testimonial, the client names and four statistics', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: proof.title }) });
    await expect(section.locator('figure blockquote')).toHaveText(testimonial.quote);
    await expect(section.locator('figure figcaption')).toContainText(`${testimonial.name}`);
    await expect(section.locator('figure figcaption')).toContainText(`${testimonial.role}, ${testimonial.company}`);
    await expect(section.getByRole('heading', { level: 3, name: clientStrip.label })).toBeVisible();
    for (const name of clientStrip.names) await expect(section.getByText(name, { exact: true })).toBeVisible();
    expect(homeStats).toHaveLength(4);
    for (const stat of homeStats) {
      await expect(section.getByRole('listitem').filter({ hasText: `${stat.value} ${stat.label}` })).toBeVisible();
    }
  });

  test("statistics sit four across on desktop and two by two on phones", async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: proof.title }) });
    const stat = (index: number) =>
      section.getByRole('listitem').filter({ hasText: `${homeStats[index].value} ${homeStats[index].label}` }).boundingBox();
    const boxes = await Promise.all([0, 1, 2, 3].map(stat));
    const rows = new Set(boxes.map((box) => Math.round(box?.y ?? 0))).size;
    expect(rows).toBe(test.info().project.name === 'phone' ? 2 : 1);
  });

  test("closes with 'Start the Conversation'", async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: closingCta.title }) });
    await expect(section.getByRole('link', { name: 'Start the Conversation' })).toHaveAttribute('href', sitePath('/contact'));
  });

  test('states every marketing figure verbatim', async ({ page }) => {
    const figures = [
      '10+ years',
      '500+ pieces published',
      '10+ sectors',
      '2-48hr turnarounds',
      '100% deadline hit rate',
      '10M+ words',
      '50+ industries',
      '100% on-time delivery',
    ];
    for (const figure of figures) await expect(page.getByRole('main')).toContainText(figure);
  });

  test('fits the screen, has comfortable tap targets and no accessibility violations', async ({ page }) => {
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page);
    await expectNoAxeViolations(page);
  });
});
