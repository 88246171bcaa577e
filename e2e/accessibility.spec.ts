/**
 * Gate "axe": zero WCAG 2.0/2.1/2.2 A and AA violations and no breach of axe's best practices on every exported
 * route, in both viewports, with the phone menu open. Routes come from the export, so new pages are covered without
 * editing this file. (The enquiry form in its validation state and its failure note: e2e/contact.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { discoverRoutes, routeLabel } from '../tests/support/routes';
import { violations } from './support/axe';

const routes = discoverRoutes();

test.beforeEach(async ({ page }) => {
  // Tests have no internet: anything that is not the local server is refused.
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  page.on('dialog', (dialog) => dialog.dismiss());
});

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  test('finds the exported routes', () => {
    expect(routes.length, 'no pages in out/: run `npm run build` first').toBeGreaterThan(1);
  });

  for (const route of routes) {
    test(`${routeLabel(route)} has no violations`, async ({ page }, info) => {
      test.slow(); // axe over a whole page takes seconds on a busy machine
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      expect(await violations(page)).toEqual([]);

      const toggle = page.locator('[data-menu-toggle]');
      if (info.project.name === 'phone' && (await toggle.isVisible())) {
        await toggle.click();
        await expect(page.locator('#site-menu')).toBeVisible();
        // Only the header changes when the menu opens, so only the header is scanned again.
        expect(await violations(page, 'body > header'), 'with the phone menu open').toEqual([]);
      }
    });
  }

});
