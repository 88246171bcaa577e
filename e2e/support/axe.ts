import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The violations on the page as it is now (or in the part matched by `include`), one readable line
 * each, so a failure says what and where.
 */
export async function violations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const builder = new AxeBuilder({ page }).withTags(tags);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
