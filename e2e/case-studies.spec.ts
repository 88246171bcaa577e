/**
 * Case studies as a buyer meets them: each page tells the story in order (headline result, challenge, approach,
 * figures, the client's words, related services, the next case study, a way to /contact); /portfolio and the home page lead to them;
 * the home hero shows the featured result beside the headline on wide screens only. Expected words come from the
 * case-study files themselves, read through the site's own loader.
 */
import { expect, test, type Page } from '@playwright/test';
import { caseStudiesSection, caseStudyCta, caseStudyPage, heroProof } from '../lib/content/case-studies';
import { caseStudyEdit, getAllCaseStudies, getFeaturedCaseStudy, type CaseStudy } from '../lib/render/case-studies';
import { clientPieces, homeWorkLine } from '../lib/render/work-line';
import { portfolioCategories, portfolioLinks } from '../lib/content/portfolio';
import { sameAddress } from '../lib/render/url';
import {
  expectHeadingOutline,
  expectOutbound,
  sitePath,
} from './support/page-structure';
import { textOfHtml } from './support/text-of-html';
import escapeRegExp from 'escape-string-regexp';

const studies = getAllCaseStudies();
const featured = getFeaturedCaseStudy()!;

/** The text a browser shows for a piece of rendered HTML, with white space collapsed. */

/** An accessible name made of visible text and screen-reader-only text (the browser may put a space between). */
const joinedName = (visible: string, hidden: string) => new RegExp(`^${escapeRegExp(visible)}\\s*${escapeRegExp(hidden)}$`);
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const viewWorkName = (title: string) => new RegExp(`^${escapeRegExp(portfolioLinks.viewWork)}\\W+${escapeRegExp(title)}`);
const figureText = (study: CaseStudy, index: number) => `${study.results[index].value} ${study.results[index].label}`;

test('the site ships at least three case studies, each with at least two figures', () => {
  expect(studies.length).toBeGreaterThanOrEqual(3);
  for (const study of studies) expect(study.results.length, study.file).toBeGreaterThanOrEqual(2);
});

for (const study of studies) {
  test.describe(`case study ${study.slug}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(sitePath(`/portfolio/${study.slug}`));
    });

    test('opens with breadcrumbs, the title and the headline result, then the project facts', { tag: '@any-viewport' }, async ({ page }) => {
      await expectHeadingOutline(page, study.title);
      const crumbs = page.getByRole('navigation', { name: caseStudyPage.breadcrumbLabel });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Portfolio']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(study.client);
      const hero = region(page, study.title);
      await expect(hero.getByText(`${study.headline.value} ${study.headline.label}`)).toBeVisible();
      const facts = hero.getByRole('definition');
      await expect(facts).toHaveText([study.client, study.sector, study.services.map((service) => service.title).join(', ')]);
    });

    test('tells the challenge, then the approach, then the figures, then the quote, in that order', { tag: '@any-viewport' }, async ({ page }) => {
      const challenge = region(page, caseStudyPage.challenge);
      const approach = region(page, caseStudyPage.approach);
      const results = region(page, caseStudyPage.results);
      await expect(challenge).toContainText(textOfHtml(study.challengeHtml));
      const approachText = textOfHtml(study.approachHtml);
      await expect(approach).toContainText(approachText.slice(0, 80));
      await expect(approach).toContainText(approachText.slice(-60));
      // Every figure after the headline one, which the hero states: each fact once on the page.
      await expect(results.getByRole('listitem')).toHaveCount(study.results.length - 1);
      for (const index of study.results.keys()) {
        if (index > 0) await expect(results.getByRole('listitem').nth(index - 1)).toHaveText(figureText(study, index));
      }
      await expect(page.getByRole('main')).toContainText(figureText(study, 0));
      expect(await page.getByRole('main').getByText(study.headline.label, { exact: true }).count(), 'the headline figure once').toBe(1);
      const quote = region(page, caseStudyPage.quoteLabel).locator('figure');
      await expect(quote.locator('blockquote')).toHaveText(study.quote.text);
      await expect(quote.locator('figcaption')).toContainText(study.quote.name);
      await expect(quote.locator('figcaption')).toContainText(study.quote.role);
      const order = await Promise.all([challenge, approach, results, quote].map((part) => part.evaluate((element) => element.getBoundingClientRect().top)));
      expect(order, 'challenge, approach, results, quote from top to bottom').toEqual([...order].sort((a, b) => a - b));
    });

    test('shows its edit, when it has one: the line before as deleted text, the rewrite as inserted text, beside or after what was done', async ({ page }, info) => {
      const approach = region(page, caseStudyPage.approach);
      // The edit's figure (the client's pieces beside it are figures too).
      const figure = approach.getByRole('figure').filter({ has: page.locator('del') });
      if (!study.edit) {
        // Without an edit the chapter is as it was: the text alone.
        await expect(approach.locator('del, ins')).toHaveCount(0);
        return;
      }
      await expect(figure).toHaveCount(1);
      await expect(figure.getByText(caseStudyPage.editLabel, { exact: true })).toBeVisible();
      const [before, after] = [figure.locator('del'), figure.locator('ins')];
      await expect(before).toHaveText(study.edit.before);
      await expect(after).toHaveText(study.edit.after);
      await expect(before).toBeVisible();
      await expect(after).toBeVisible();
      // Labelled in words too: the page's own "Before" and "After", read out with each line.
      await expect(figure.locator('p', { has: page.locator('del') })).toHaveText(`${caseStudyPage.editBefore}: ${study.edit.before}`);
      await expect(figure.locator('p', { has: page.locator('ins') })).toHaveText(`${caseStudyPage.editAfter}: ${study.edit.after}`);
      // The credit is the case study's own client; the note says what the edit did.
      const caption = figure.locator('figcaption');
      await expect(caption).toContainText(study.edit.note);
      await expect(caption).toContainText(study.client);
      await expect(caption).toContainText(study.edit.kind);

      const [heading, text, edit] = await Promise.all([approach.getByRole('heading', { level: 2 }).boundingBox(), approach.locator('[data-post-body]').boundingBox(), figure.boundingBox()]);
      if (info.project.name === 'phone') {
        // After the text on a phone.
        expect(edit!.y).toBeGreaterThanOrEqual(text!.y + text!.height);
      } else {
        // From 1,024 px: in the left column under the heading, beside the text rather than under it.
        expect(edit!.y).toBeGreaterThan(heading!.y + heading!.height);
        expect(edit!.x + edit!.width).toBeLessThanOrEqual(text!.x);
      }
    });

    test('shows the client’s published pieces under what was done, each a sized cover with its type, title and View Work link', async ({ page }) => {
      const pieces = clientPieces(study);
      const approach = region(page, caseStudyPage.approach);
      const block = approach.locator('div', { has: page.getByText(caseStudyPage.work, { exact: true }) }).last();
      if (!pieces.length) {
        // A client the portfolio holds nothing from: the chapter is as it was.
        await expect(page.getByText(caseStudyPage.work, { exact: true })).toHaveCount(0);
        await expect(approach.locator('picture')).toHaveCount(0);
        return;
      }
      const figures = block.getByRole('figure');
      await expect(figures).toHaveCount(pieces.length);
      for (const [index, item] of pieces.entries()) {
        const figure = figures.nth(index);
        // Never the line the hero sets large: a piece of the client's other than the study's own line.
        expect(item.excerpt, item.title).not.toBe(study.excerpt);
        const picture = figure.locator('picture');
        await expect(picture.locator('source[type="image/avif"][srcset][sizes]')).toHaveCount(1);
        await expect(picture.locator('source[type="image/webp"][srcset][sizes]')).toHaveCount(1);
        await expect(picture.locator('img')).toHaveAttribute('width', /^\d+$/);
        await expect(picture.locator('img')).toHaveAttribute('height', /^\d+$/);
        await expect(picture.locator('img')).toHaveAttribute('loading', 'lazy');
        await expect(picture.locator('img')).toBeVisible();
        await expect(figure.locator('figcaption')).toContainText(item.title);
        await expect(figure.locator('figcaption')).toContainText(item.type);
        await expectOutbound(figure.getByRole('link', { name: viewWorkName(item.title) }), item.url);
      }
      // Near the story of what she did: after its text, inside its chapter.
      const [text, work] = await Promise.all([approach.locator('[data-post-body]').boundingBox(), block.boundingBox()]);
      expect(work!.y).toBeGreaterThanOrEqual(text!.y + text!.height);
    });

    test('names the pieces the study lists with no address, without links, under a head of their own', async ({ page }) => {
      const approach = region(page, caseStudyPage.approach);
      const offline = study.offline ?? [];
      const head = approach.getByText(caseStudyPage.offline, { exact: true });
      if (!offline.length) {
        await expect(head).toHaveCount(0);
        return;
      }
      await expect(head).toBeVisible();
      const list = approach.locator('div', { has: page.getByText(caseStudyPage.offline, { exact: true }) }).last().getByRole('list');
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(offline.length);
      for (const [index, piece] of offline.entries()) {
        await expect(items.nth(index)).toContainText(piece.title);
        await expect(items.nth(index)).toContainText(piece.kind);
      }
      await expect(list.getByRole('link')).toHaveCount(0);
    });

    test('shows its line of the work at most once', async ({ page }) => {
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      const text = words(await page.getByRole('main').innerText());
      expect(text.split(words(study.excerpt)).length - 1).toBeLessThanOrEqual(1);
    });

    test('at 768 px the pieces and the edit run the column, their rules level with the page, the lines at the text\'s measure', async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'one width, set here');
      await page.setViewportSize({ width: 768, height: 1024 });
      const approach = region(page, caseStudyPage.approach);
      const column = (await approach.boundingBox())!;
      const text = (await approach.locator('[data-post-body]').boundingBox())!;
      const blocks = [];
      const edit = approach.getByRole('figure').filter({ has: page.locator('del') });
      if (study.edit) blocks.push(edit);
      if (clientPieces(study).length) blocks.push(approach.locator('div', { has: page.getByText(caseStudyPage.work, { exact: true }) }).last());
      for (const block of blocks) {
        const box = (await block.boundingBox())!;
        expect(Math.abs(box.x - column.x), 'starts where the column starts').toBeLessThanOrEqual(1);
        expect(Math.abs(box.width - column.width), 'as wide as the column').toBeLessThanOrEqual(1);
      }
      // The edit's two lines start with the text and run no wider than it.
      if (study.edit) {
        for (const line of [edit.locator('p', { has: page.locator('del') }), edit.locator('p', { has: page.locator('ins') })]) {
          const box = (await line.boundingBox())!;
          expect(Math.abs(box.x - text.x), 'starts where the text starts').toBeLessThanOrEqual(1);
          expect(box.width, 'no wider than the text').toBeLessThanOrEqual(text.width + 1);
        }
      }
    });

    test('links to its services on /services, to the published work, and ends with a way to /contact', { tag: '@any-viewport' }, async ({ page }) => {
      const services = region(page, caseStudyPage.servicesTitle);
      for (const service of study.services) {
        await expect(services.getByRole('heading', { level: 3, name: service.title })).toBeVisible();
        await expect(services.getByRole('link', { name: joinedName(caseStudyPage.serviceLink, `: ${service.title}`) })).toHaveAttribute('href', sitePath(service.path));
      }
      // The published work: the 'View Work' of the piece at the study's address when the page shows it, else a link of its own.
      const atAddress = study.url ? clientPieces(study).find((item) => sameAddress(item.url, study.url!)) : undefined;
      const published = page.getByRole('link', { name: new RegExp(`^${caseStudyPage.published}`) });
      if (atAddress) {
        await expectOutbound(page.getByRole('link', { name: viewWorkName(atAddress.title) }), atAddress.url);
        await expect(published).toHaveCount(0);
      } else if (study.url) await expectOutbound(published, study.url);
      const cta = region(page, caseStudyCta.title);
      await expect(cta.getByRole('link', { name: caseStudyCta.cta.label })).toHaveAttribute('href', sitePath('/contact'));
      // The story is no dead end: the next case study (after the last, the first) is one link away.
      const next = studies[(studies.indexOf(study) + 1) % studies.length];
      const onward = page.getByRole('navigation', { name: caseStudyPage.next }).getByRole('link');
      await expect(onward).toHaveAttribute('href', sitePath(`/portfolio/${next.slug}`));
      await expect(onward).toContainText(next.title);
    });
  });
}

test('/portfolio opens with a card per case study, its headline figure and a link to it', async ({ page }) => {
  await page.goto(sitePath('/portfolio'));
  const section = region(page, caseStudiesSection.title);
  const firstSection = page.locator('main > section').nth(1);
  await expect(firstSection, 'the case studies come straight after the page intro').toHaveAttribute('id', caseStudiesSection.id);
  await expect(section.getByRole('article')).toHaveCount(studies.length);
  for (const [index, study] of studies.entries()) {
    const card = section.getByRole('article').nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(study.title);
    await expect(card.getByRole('link', { name: study.title })).toHaveAttribute('href', sitePath(`/portfolio/${study.slug}`));
    await expect(card).toContainText(`${study.headline.value} ${study.headline.label}`);
    await expect(card).toContainText(study.sector);
    // Its cover at every width, phones included: sized, after the story on phones, first from 768 px. Her edit is
    // told on the study's own page, not struck through again on every card.
    await expect(card.locator('picture img')).toBeVisible();
    await expect(card.locator('picture img')).toHaveAttribute('width', /^\d+$/);
    await expect(card.locator('del')).toHaveCount(0);
  }
  await expect(page.getByRole('navigation', { name: 'Portfolio sections' }).getByRole('link', { name: caseStudiesSection.navLabel })).toHaveAttribute(
    'href',
    `#${caseStudiesSection.id}`,
  );
});

test('/portfolio’s case-study cards are one height a row, their parts level, and fill the width at 1280, 768 and 375', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'three widths, set here');
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(sitePath('/portfolio'));
    const section = region(page, caseStudiesSection.title);
    const list = (await section.getByRole('list').first().boundingBox())!;
    const cards = section.getByRole('article');
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    const rows = new Map<number, NonNullable<(typeof boxes)[number]>[]>();
    for (const box of boxes) rows.set(Math.round(box!.y), [...(rows.get(Math.round(box!.y)) ?? []), box!]);
    for (const row of rows.values()) {
      // One height a row, and the row runs the list's width: no card stops short, none is left alone in a wider grid.
      for (const box of row) expect(Math.abs(box.height - row[0].height), `${width} px`).toBeLessThanOrEqual(1);
      const span = row.at(-1)!.x + row.at(-1)!.width - row[0].x;
      expect(Math.abs(span - list.width), `${width} px: the row fills the list`).toBeLessThanOrEqual(1);
    }
    // At 1280 two a row for two or four studies (no row with an empty cell), else three.
    const perRow = studies.length === 2 || studies.length === 4 ? 2 : Math.min(studies.length, 3);
    if (width === 1280) expect([...rows.values()][0], `${perRow} across at 1280`).toHaveLength(perRow);
    // At 1280 the covers of a row are one height, and the figures under them start on one line.
    if (width === 1280) {
      const row = await Promise.all(
        studies.slice(0, perRow).map(async (study, index) => ({ cover: (await cards.nth(index).locator('picture img').boundingBox())!, figure: (await cards.nth(index).getByText(study.headline.value, { exact: true }).boundingBox())! })),
      );
      for (const card of row) {
        expect(Math.abs(card.cover.height - row[0].cover.height)).toBeLessThanOrEqual(1);
        expect(Math.abs(card.figure.y - row[0].figure.y)).toBeLessThanOrEqual(1);
      }
    }
  }
});

test('the home page features its case study once, in the hero: its edit (or a line of the work, from 768 px) and its result', async ({ page }, info) => {
  await page.goto(sitePath('/'));
  const proof = page.getByRole('group', { name: heroProof.label });
  const edit = caseStudyEdit(featured);
  if (edit) {
    // Her edit for the client (e2e/edit.spec.ts reads it through), and no line of the work beside it.
    await expect(proof.locator('ins')).toHaveText(edit.after);
    await expect(proof.locator('blockquote')).toHaveCount(0);
  } else {
    const excerpt = proof.locator('figure blockquote');
    const line = homeWorkLine(featured);
    if (info.project.name === 'phone') await expect(excerpt).toBeHidden();
    else await expect(excerpt).toHaveText(line.excerpt);
    // Another line than the one the case study's page and its cover carry, whenever the portfolio has one for the client.
    const site = (url: string) => new URL(url).hostname.replace(/^www\./, '');
    const samples = portfolioCategories.flatMap((category) => category.items);
    if (samples.some((item) => featured.url && site(item.url) === site(featured.url) && item.excerpt !== featured.excerpt)) {
      expect(line.excerpt).not.toBe(featured.excerpt);
    }
  }
  await expect(page.getByRole('main').locator(`a[href="${sitePath(`/portfolio/${featured.slug}`)}"]`)).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(featured.title);
});

test('the home hero shows the featured result before the scroll: beside the headline on wide screens, under it on phones', async ({ page }, info) => {
  await page.goto(sitePath('/'));
  const proof = page.getByRole('group', { name: heroProof.label });
  await expect(proof).toBeVisible();
  await expect(proof).toBeInViewport();
  await expect(proof).toContainText(`${featured.headline.value} ${featured.headline.label}`);
  await expect(proof).toContainText(featured.client);
  await expect(proof.getByRole('link')).toHaveAttribute('href', sitePath(`/portfolio/${featured.slug}`));
  if (info.project.name === 'phone') return;
  // Second column: to the right of the headline, level with it.
  const [headline, column] = await Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), proof.boundingBox()]);
  expect(column!.x).toBeGreaterThan(headline!.x + headline!.width);
  expect(column!.y).toBeLessThan(headline!.y + headline!.height);
});
