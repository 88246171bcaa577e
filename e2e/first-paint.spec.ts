/**
 * The first frame of every template already has its opening block's marker (lib/render/first-screen.ts). Without the
 * hold, it comes before the marker on about a third of the pages at full speed. Full browser, phone project.
 */
import { expect, test } from '@playwright/test';
import { firstScreenEndId } from '../lib/render/first-screen';
import { routesOf, sampleRoutes } from '../tests/support/routes';
import { fullBrowser } from '../tests/support/browser';
import { exported, sitePath } from './support/site';

declare global {
  interface Window {
    /** Whether the first animation frame saw the end of the page's opening block. */
    markerAtFirstFrame?: boolean;
  }
}

// The headless shell does not paint a page part-parsed the way the browser does.
test.use({ launchOptions: fullBrowser });

const onePerTemplate = sampleRoutes(routesOf(exported.pages));

test('the first frame of every template shows its whole opening block', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a phone is the case; one project is enough');
  test.setTimeout(onePerTemplate.length * 5_000);
  await page.addInitScript((id) => {
    requestAnimationFrame(() => {
      window.markerAtFirstFrame = document.getElementById(id) !== null;
    });
  }, firstScreenEndId);
  const early: string[] = [];
  for (const route of onePerTemplate) {
    await page.goto(sitePath(route.path));
    await page.waitForFunction(() => window.markerAtFirstFrame !== undefined);
    if (!(await page.evaluate(() => window.markerAtFirstFrame))) early.push(route.path);
  }
  expect(early, `painted before the end of the opening block: ${early.join(', ')}`).toEqual([]);
});
