/**
 * The layout of every exported page at 375, 768 and 1280 px, in Chromium: no sideways scroll, running text within
 * the measure, no one-word last line in headings, ledes and quotations, tap targets of 44 px at the touch widths
 * (375, 768), no one-row grid with an empty column, every <section> named, nothing shown out of source order
 * (e2e/support/layout-audit.ts). Runs once, in the desktop project, one browser context per width.
 */
import { expect, test } from '@playwright/test';
import { auditLayout } from './support/layout-audit';
import { pageRoutes, sitePath } from './support/site';

const widths = [375, 768, 1280];
/** Characters a line of running text may hold (docs/design.md "Measure"). */
const measure = 75;
const tapTarget = 44;

test.describe('layout', () => {
  for (const width of widths) {
    test(`every page is set for reading at ${width} px`, async ({ browser, baseURL }, info) => {
      test.skip(info.project.name !== 'desktop', 'the widths are looped here; one project is enough');
      test.setTimeout(120_000);
      const phone = width < 640;
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of [...pageRoutes, '/no-such-page']) {
        await page.goto(sitePath(route));
        await page.evaluate(() => document.fonts.ready);
        for (const problem of await page.evaluate(auditLayout, { measure, tapTarget, touch: width < 1024 })) problems.push(`${route} @${width}: ${problem}`);
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
