import { expect, test } from '@playwright/test';
import { readCaseStudy } from '../lib/content/case-studies';
import { caseStudyQuoting } from '../lib/render/case-studies';
import {
  authorOf,
  linkedinBrands,
  portfolioCategories,
  portfolioFigures,
  portfolioLinks,
  portfolioShowcase,
  portfolioTypes,
  sampleScrollHint,
} from '../lib/content/portfolio';
import stats from '../content/stats.json';

import escapeRegExp from 'escape-string-regexp';
import { expectOutbound, sitePath } from './support/page-structure';

/** An outbound link's accessible name: the action, then what it opens (and that it opens a new tab). */
const linkName = (action: string, name: string) => new RegExp(`^${escapeRegExp(action)}\\W+${escapeRegExp(name)}`);

test.describe('portfolio page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/portfolio');
  });

  test('groups the work samples by category, in order', { tag: '@any-viewport' }, async ({ page }) => {
    await expect(page.locator('section[id]').getByRole('heading', { level: 3 })).toContainText(portfolioCategories.map((category) => category.name));
    for (const category of portfolioCategories) {
      await expect(page.locator(`section#${category.id}`).getByRole('heading', { level: 3 })).toHaveText(category.name);
    }
  });

  test('each card shows a type badge and a link to the work that opens a new tab', async ({ page }) => {
    for (const category of portfolioCategories) {
      const cards = page.locator(`section#${category.id}`).getByRole('article');
      await expect(cards).toHaveCount(category.items.length);
      for (const [index, item] of category.items.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 4 })).toHaveText(item.title);
        await expect(card.getByText(item.type, { exact: true })).toBeVisible();
        const link = card.getByRole('link');
        await expect(link).toHaveText(new RegExp(`^${escapeRegExp(portfolioLinks.viewWork)}`));
        await expect(link).toHaveAccessibleName(linkName(portfolioLinks.viewWork, item.title));
        await expectOutbound(link, item.url);
      }
    }
  });

  test('every cover is a picture in AVIF and WebP for the width shown, sized, with valid markup', { tag: '@any-viewport' }, async ({ page }) => {
    const pictures = page.getByRole('main').locator('picture');
    expect(await pictures.count()).toBeGreaterThan(0);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"][srcset][sizes]')).toHaveCount(1);
      await expect(picture.locator('source[type="image/webp"][srcset][sizes]')).toHaveCount(1);
      await expect(picture.locator('img')).toHaveAttribute('width', /^\d+$/);
      await expect(picture.locator('img')).toHaveAttribute('height', /^\d+$/);
      // `sizes` belongs to the sources: on an <img> without `srcset` it is invalid HTML (W3C Nu checker).
      await expect(picture.locator('img[sizes]:not([srcset])')).toHaveCount(0);
    }
  });

  test('every badge is one of the portfolio types', { tag: '@any-viewport' }, async () => {
    const types: readonly string[] = portfolioTypes;
    for (const item of portfolioCategories.flatMap((category) => category.items)) expect(types, item.title).toContain(item.type);
  });

  test('a work link opens the sample in a new tab with no opener', async ({ page, context }) => {
    const item = portfolioCategories[0].items[0];
    await context.route(item.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Sample</title>' }));
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: linkName(portfolioLinks.viewWork, item.title) }).click(),
    ]);
    await expect(tab).toHaveURL(item.url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('LinkedIn section: the client profiles with roles and profile links', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator(`section#${linkedinBrands.id}`);
    for (const profile of linkedinBrands.profiles) {
      const card = section.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: profile.name }) });
      await expect(card.getByText(profile.role)).toBeVisible();
      const link = card.getByRole('link', { name: linkName(portfolioLinks.viewProfile, profile.name) });
      await expectOutbound(link, profile.url);
    }
  });

  test('LinkedIn section: the series posts labelled by number with links to each', { tag: '@any-viewport' }, async ({ page }) => {
    const section = page.locator(`section#${linkedinBrands.id}`);
    for (const post of linkedinBrands.posts) {
      const label = `${linkedinBrands.seriesName} #${post.number}`;
      const card = section.getByRole('article').filter({ has: page.getByRole('heading', { level: 4, name: label, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(post.hook)).toBeVisible();
      await expectOutbound(card.getByRole('link', { name: linkName(portfolioLinks.viewPost, label) }), post.url);
    }
  });

  test('LinkedIn section: beside the posts, the result of the case study its author speaks in, and the way to it', { tag: '@any-viewport' }, async ({ page }) => {
    const authors = linkedinBrands.posts.map((post) => authorOf(post.url));
    const author = authors.every((each) => each && each === authors[0]) ? authors[0] : undefined;
    const study = author && caseStudyQuoting(author.name);
    const proof = page.locator(`section#${linkedinBrands.id}`).getByRole('group', { name: linkedinBrands.seriesResult });
    if (!study) {
      await expect(proof).toHaveCount(0);
      return;
    }
    await expect(proof).toContainText(`${study.headline.value} ${study.headline.label}`);
    await expect(proof.getByRole('link', { name: new RegExp(`^${escapeRegExp(readCaseStudy)}`) })).toHaveAttribute('href', sitePath(`/portfolio/${study.slug}`));
  });

  test('LinkedIn section: the series is a numbered, ruled contents list, each opening in one or two lines', async ({ page }, info) => {
    const list = page.locator(`section#${linkedinBrands.id} ol`);
    const rows = list.locator(':scope > li');
    await expect(rows).toHaveCount(linkedinBrands.posts.length);
    // One post a row at every width, in order, each row the list's full width: no row of narrow cards, none sideways.
    const width = (await list.boundingBox())!.width;
    let previous = -Infinity;
    for (const [index, post] of linkedinBrands.posts.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('heading', { level: 4 })).toHaveText(new RegExp(`#${post.number}$`));
      const box = (await row.boundingBox())!;
      expect(Math.abs(box.width - width)).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThan(previous);
      previous = box.y;
      const hook = row.getByText(post.hook);
      const lines = await hook.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
      if (info.project.name === 'desktop') expect(lines, post.hook).toBeLessThanOrEqual(2);
    }
  });

  test('opens on the showcase: on phones its line as a clipping, from 640 px its covers', async ({ page }, info) => {
    const hero = page.locator('main > section').first();
    const [first] = portfolioShowcase;
    const clipping = hero.locator('blockquote');
    const covers = hero.locator('picture img');
    await expect(hero.locator('figcaption').first()).toContainText(first.title);
    if (info.project.name === 'phone') {
      // The cards of the case studies under it carry the covers on a phone: its first visit fetches one picture, not two.
      await expect(clipping).toHaveText(first.excerpt);
      await expect(clipping).toBeVisible();
      for (const cover of await covers.all()) await expect(cover).toBeHidden();
    } else {
      await expect(clipping).toBeHidden();
      await expect(covers).toHaveCount(portfolioShowcase.length);
      for (const cover of await covers.all()) await expect(cover).toBeVisible();
    }
  });

  test('shows the impact statistics', { tag: '@any-viewport' }, async ({ page }) => {
    for (const stat of portfolioFigures) {
      await expect(page.getByRole('listitem').filter({ hasText: `${stat.value} ${stat.label}` })).toBeVisible();
    }
  });

  test('the impact statistics repeat no figure the home page claims', { tag: '@any-viewport' }, async () => {
    const home = [...stats.homeStats, ...stats.experienceBadges].map((stat) => stat.value);
    for (const stat of portfolioFigures) expect(home, `${stat.value} ${stat.label}`).not.toContain(stat.value);
  });

  test('a sector whose samples scroll sideways says so in words', { tag: '@any-viewport' }, async ({ page }) => {
    for (const category of portfolioCategories) {
      const section = page.locator(`section#${category.id}`);
      const scrolls = await section.getByRole('list').evaluate((list) => list.scrollWidth > list.clientWidth + 1);
      const hint = section.getByText(sampleScrollHint, { exact: true });
      if (scrolls) await expect(hint, category.name).toBeVisible();
      else await expect(hint, category.name).toBeHidden();
    }
  });

  test('the sector chips jump to each category', async ({ page }) => {
    const chips = page.getByRole('navigation', { name: portfolioLinks.jumpLinksLabel });
    for (const category of portfolioCategories) {
      await expect(chips.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `#${category.id}`);
    }
    const target = portfolioCategories.at(-1)!;
    await chips.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page.locator(`section#${target.id}`).getByRole('heading', { level: 3 })).toBeInViewport();
  });
});
