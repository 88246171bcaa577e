/** Her edit, shown: a client's line struck through (`<del>`), her rewrite (`<ins>`), each read out with its label. */
import { expect, test } from '@playwright/test';
import type { EditWords } from '../lib/content/edit-schema';
import { heroProof } from '../lib/content/case-studies';
import { hero } from '../lib/content/home';
import { servicesCta } from '../lib/content/services';
import { caseStudyEdit, getFeaturedCaseStudy } from '../lib/render/case-studies';
import { sitePath } from './support/page-structure';

// The home hero shows the featured case study's edit when it has one, beside the way to the whole story.
const featured = getFeaturedCaseStudy();
const heroEdit = featured && caseStudyEdit(featured);
const places: Array<{ page: string; where: string; title: string; edit: EditWords; cta: { label: string; href: string } }> = [
  ...(featured && heroEdit ? [{ page: '/', where: 'home, in the hero', title: hero.headline, edit: heroEdit, cta: { label: heroProof.cta, href: `/portfolio/${featured.slug}` } }] : []),
  { page: '/services', where: 'Services, in the closing call to action', title: servicesCta.title, edit: servicesCta.edit, cta: servicesCta.cta },
];

for (const { page: path, where, title, edit, cta } of places) {
  test.describe(`the edit on ${where}`, () => {
    test('the line before, struck through, and the rewrite after it, each with its label', { tag: '@any-viewport' }, async ({ page }) => {
      await page.goto(path);
      const section = page.locator('section', { has: page.getByRole('heading', { level: path === '/' ? 1 : 2, name: title }) });
      const figure = section.getByRole('figure');
      await expect(figure).toHaveCount(1);
      await expect(figure).toBeVisible();
      await expect(figure.getByText(edit.label, { exact: true })).toBeVisible();

      const before = figure.locator('del');
      const after = figure.locator('ins');
      await expect(before).toHaveText(edit.before);
      await expect(after).toHaveText(edit.after);
      await expect(before).toBeVisible();
      await expect(after).toBeVisible();
      // The rewrite follows the original, in the display serif, larger than the struck line.
      expect(await before.evaluate((del, ins) => Boolean(del.compareDocumentPosition(ins!) & Node.DOCUMENT_POSITION_FOLLOWING), await after.elementHandle())).toBe(true);
      const style = async (element: typeof before) => element.evaluate((node) => ({ decoration: getComputedStyle(node).textDecorationLine, family: getComputedStyle(node).fontFamily, size: parseFloat(getComputedStyle(node).fontSize) }));
      const [struck, rewrite] = [await style(before), await style(after)];
      expect(struck.decoration).toContain('line-through');
      expect(rewrite.decoration).not.toContain('line-through');
      expect(rewrite.family).toMatch(/fraunces/i);
      expect(rewrite.size).toBeGreaterThan(struck.size);

      // A screen reader hears "Before:" and "After:" with each line, not two sentences alone (its words read as they are announced).
      const paragraphs = figure.locator('p', { has: page.locator('del, ins') });
      await expect(paragraphs.nth(0)).toHaveText(`${edit.beforeLabel}: ${edit.before}`);
      await expect(paragraphs.nth(1)).toHaveText(`${edit.afterLabel}: ${edit.after}`);
      // Printed too, so the strike and the colour are never the only sign of which is which.
      await expect(figure.getByText(`${edit.beforeLabel}:`, { exact: true })).toBeVisible();
      await expect(figure.getByText(`${edit.afterLabel}:`, { exact: true })).toBeVisible();

      // The margin note and the credit caption it.
      const caption = figure.locator('figcaption');
      await expect(caption.getByText(edit.note)).toBeVisible();
      await expect(caption).toContainText(edit.client);
      await expect(caption).toContainText(edit.kind);

      // The way on stays beside it.
      await expect(section.getByRole('link', { name: cta.label })).toHaveAttribute('href', sitePath(cta.href));
    });
  });
}
