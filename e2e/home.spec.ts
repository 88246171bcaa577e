import { expect, test } from '@playwright/test';
import { clientStrip } from '../lib/content/clients';
import { audiences, closingCta, hero, homeWork, howItWorks, painPoints, proof, results } from '../lib/content/home';
import { portfolioLinks, sampleScrollHint } from '../lib/content/portfolio';
import { experienceBadges, homeStats } from '../lib/content/stats';
import { testimonial } from '../lib/content/testimonial';
import { expectScrolledTo, sitePath } from './support/page-structure';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: headline, subtext and the two buttons', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByText(hero.subtext)).toBeVisible();
    await expect(main.getByRole('link', { name: hero.primary.label })).toHaveAttribute('href', sitePath(hero.primary.href));
    await expect(main.getByRole('link', { name: hero.secondary.label })).toHaveAttribute('href', hero.secondary.href);
  });

  test('the second hero button jumps to the how-it-works section', async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: hero.secondary.label }).click();
    await expect(page).toHaveURL(new RegExp(`${hero.secondary.href}$`));
    await expectScrolledTo(page, page.locator(hero.secondary.href));
  });

  test('the how-it-works anchor is the steps, under their own kicker', { tag: '@any-viewport' }, async ({ page }) => {
    const steps = page.locator(`#${howItWorks.id}`);
    await expect(steps.getByText(howItWorks.processEyebrow, { exact: true })).toBeVisible();
    await expect(steps.getByRole('heading', { level: 3, name: howItWorks.processLabel })).toBeVisible();
    for (const step of howItWorks.steps) await expect(steps.getByRole('heading', { level: 4, name: step.title })).toBeVisible();
    if (howItWorks.eyebrow) await expect(page.locator(`#${howItWorks.sectionId}`).getByText(howItWorks.eyebrow, { exact: true })).toBeVisible();
  });

  test('shows the experience badges', { tag: '@any-viewport' }, async ({ page }) => {
    const heroSection = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(heroSection.getByRole('heading', { name: hero.badgesLabel })).toBeAttached();
    for (const badge of experienceBadges) {
      await expect(heroSection.getByRole('listitem').filter({ hasText: `${badge.value} ${badge.label}` })).toBeVisible();
    }
  });

  test('a card per pain point and a call to action', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: painPoints.title }) });
    await expect(section.getByRole('listitem')).toHaveCount(painPoints.items.length);
    for (const item of painPoints.items) {
      await expect(section.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      await expect(section.getByText(item.body)).toBeVisible();
    }
    await expect(section.getByRole('link', { name: painPoints.cta.label })).toHaveAttribute('href', sitePath(painPoints.cta.href));
  });

  test('shows the work the owner names, each piece with its cover and its way out, and the way to the portfolio', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: homeWork.title }) });
    const pieces = section.getByRole('listitem');
    await expect(pieces).toHaveCount(homeWork.samples.length);
    for (const [index, item] of homeWork.samples.entries()) {
      const piece = pieces.nth(index);
      await expect(piece.getByRole('heading', { name: item.title })).toBeAttached();
      await expect(piece.locator('picture img')).toHaveCount(1);
      const out = piece.getByRole('link', { name: new RegExp(portfolioLinks.viewWork) });
      await expect(out).toHaveAttribute('href', item.url);
      await expect(out).toHaveAttribute('target', '_blank');
    }
    await expect(section.getByRole('link', { name: homeWork.cta.label })).toHaveAttribute('href', sitePath(homeWork.cta.href));
  });

  test('the work: from 768 px every piece whole in a grid; on phones a sideways row that says it scrolls', async ({ page }, info) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: homeWork.title }) });
    const hint = section.getByText(sampleScrollHint, { exact: true });
    const widths = info.project.name === 'phone' ? [375] : [768, 1280];
    for (const width of widths) {
      if (info.project.name !== 'phone') await page.setViewportSize({ width, height: 900 });
      const list = section.getByRole('list');
      const scrolls = await list.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      if (width < 768) {
        // One card and the edge of the next, under the portfolio's own hint ("3 samples · swipe").
        expect(scrolls).toBe(homeWork.samples.length > 1);
        if (scrolls) await expect(hint).toBeVisible();
        continue;
      }
      expect(scrolls, `${width} px: no sideways row`).toBe(false);
      await expect(hint).toBeHidden();
      const box = (await list.boundingBox())!;
      for (const piece of await section.getByRole('article').all()) {
        // Each piece whole inside the column, its cover and its way out on screen.
        const card = (await piece.boundingBox())!;
        expect(card.x, `${width} px`).toBeGreaterThanOrEqual(box.x - 1);
        expect(card.x + card.width, `${width} px`).toBeLessThanOrEqual(box.x + box.width + 1);
        await piece.scrollIntoViewIfNeeded();
        await expect(piece.locator('picture img')).toBeInViewport();
        await expect(piece.getByRole('link', { name: new RegExp(portfolioLinks.viewWork) })).toBeInViewport();
        // In a row of three the words sit under the cover, flush with its left edge, as in every other card.
        if (width >= 1024) {
          const cover = (await piece.locator('picture img').boundingBox())!;
          const title = (await piece.getByRole('heading').boundingBox())!;
          expect(Math.abs(title.x - cover.x), `${width} px: the title flush with its cover`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  test('compares the two services side by side, with a call to action', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator(`#${howItWorks.sectionId}`);
    const columns = section.getByRole('article');
    await expect(columns).toHaveCount(2);
    await expect(columns.getByRole('heading', { level: 3 })).toHaveText(howItWorks.columns.map((column) => column.name));
    for (const [index, column] of howItWorks.columns.entries()) {
      for (const point of column.points) await expect(columns.nth(index).getByText(point)).toBeVisible();
    }
    if (test.info().project.name === 'desktop') {
      const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
      expect(left && right && Math.abs(left.y - right.y) < 1 && left.x < right.x, 'two columns side by side').toBe(true);
    }
    await expect(section.getByRole('link', { name: howItWorks.cta.label })).toHaveAttribute('href', sitePath(howItWorks.cta.href));
  });

  test('each service column has its own way on to its part of /services', { tag: '@any-viewport' }, async ({ page }) => {
    const columns = page.locator(`#${howItWorks.sectionId}`).getByRole('article');
    for (const [index, column] of howItWorks.columns.entries()) {
      await expect(columns.nth(index).getByRole('link', { name: column.link.label })).toHaveAttribute('href', sitePath(column.link.href));
    }
  });

  test('the pain points are what clients say: unnumbered, each title in quotation marks', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: painPoints.title }) });
    await expect(section.locator('ol')).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(painPoints.items.map((item) => `“${item.title}”`));
  });

  test("on a phone the hero's first button is well inside the first screen", async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'a phone screen');
    const box = (await page.getByRole('main').getByRole('link', { name: hero.primary.label }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) - 100);
  });

  test('a ruled row per audience', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: audiences.title }) });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(audiences.items.map((item) => item.title));
  });

  test('a testimonial, the client names and the statistics in one band right under the hero', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: proof.title }) });
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    expect(
      await hero.evaluate((element, strip) => element.nextElementSibling === strip, await section.elementHandle()),
      'the proof strip follows the hero',
    ).toBe(true);
    await expect(section.locator('figure blockquote')).toHaveText(testimonial.quote);
    await expect(section.locator('figure figcaption')).toContainText(`${testimonial.name}`);
    await expect(section.locator('figure figcaption')).toContainText(`${testimonial.role}, ${testimonial.company}`);
    await expect(section.getByRole('heading', { level: 3, name: clientStrip.label })).toBeVisible();
    for (const name of clientStrip.names) await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: results.title })).toBeVisible();
    for (const stat of homeStats) {
      await expect(section.getByRole('listitem').filter({ hasText: `${stat.value} ${stat.label}` })).toBeVisible();
    }
  });

  test('statistics sit in one row on desktop and two to a row on phones', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: proof.title }) });
    const boxes = await Promise.all(
      homeStats.map((stat) => section.getByRole('listitem').filter({ hasText: `${stat.value} ${stat.label}` }).boundingBox()),
    );
    const rows = new Set(boxes.map((box) => Math.round(box?.y ?? 0))).size;
    expect(rows).toBe(test.info().project.name === 'phone' ? Math.ceil(homeStats.length / 2) : 1);
  });

  test('closes with a call to action', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: closingCta.title }) });
    await expect(section.getByRole('link', { name: closingCta.cta.label })).toHaveAttribute('href', sitePath(closingCta.cta.href));
  });

  test('states every marketing figure of the page', { tag: '@any-viewport' }, async ({ page }) => {
    for (const stat of [...experienceBadges, ...homeStats]) await expect(page.getByRole('main')).toContainText(`${stat.value} ${stat.label}`);
  });
});
