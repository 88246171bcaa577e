import { expect, test, type Page } from '@playwright/test';
import { pageRoutes, sitePath } from './support/site';

/** Records CSP violations from the first byte on (init scripts run outside the page's policy). */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()} ${message.location().url}`));
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`http ${r.status()}: ${r.url()}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (Reflect.get(window, 'reportViolation') as (text: string) => void)(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

const routes = [...pageRoutes, '/no-such-page', '/blog/no-such-post'];

test.describe('content security policy', () => {
  for (const route of routes) {
    test(`${route} runs under its policy without a violation or console error`, async ({ page }, info) => {
      const problems = await watchForProblems(page);
      const response = await page.goto(sitePath(route));
      await page.waitForLoadState('load');
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

      const policy = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
      await expect(policy).toHaveCount(1);
      const content = (await policy.getAttribute('content')) ?? '';
      expect(content).not.toContain('unsafe-inline');
      expect(content).not.toContain("'unsafe-eval'");
      // WebAssembly (the search engine) only where the search box is.
      expect(content.includes("'wasm-unsafe-eval'"), 'wasm-unsafe-eval only with the search box').toBe((await page.locator('form[data-search]').count()) > 0);
      // The policy precedes every script and stylesheet, so it governs all of them.
      const order = await page.locator('head > *').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('http-equiv') ?? node.tagName.toLowerCase()));
      const at = order.indexOf('Content-Security-Policy');
      expect(order.slice(0, at).filter((name) => name === 'script' || name === 'link')).toEqual([]);

      if (info.project.name === 'phone' && (await page.locator('[data-menu-toggle]').count())) {
        await page.locator('[data-menu-toggle]').click();
        await expect(page.locator('#site-menu')).toBeVisible();
      }
      await page.mouse.wheel(0, 1200);
      // An interactive page hydrates on that interaction: its problems count too.
      if (await page.locator('template[data-hydrate]').count()) await expect(page.locator('form[data-ready]')).toHaveCount(1);
      // A missing page is answered with status 404 by design, which Chromium logs as a failed load.
      const missingPage = `console: Failed to load resource: the server responded with a status of 404 (Not Found) ${page.url()}`;
      expect(problems.filter((problem) => response?.status() !== 404 || (problem !== missingPage && !problem.startsWith('http 404: ')))).toEqual([]);
    });
  }
});

test.describe('links that open a new tab', { tag: '@any-viewport' }, () => {
  test('never give the new page a handle on this one', async ({ page }) => {
    for (const route of pageRoutes) {
      await page.goto(sitePath(route));
      const unsafe = await page.locator('a[target]').evaluateAll((links) =>
        links
          .filter((a) => !['noopener', 'noreferrer'].every((word) => (a.getAttribute('rel') ?? '').split(/\s+/).includes(word)))
          .map((a) => a.outerHTML.slice(0, 120)),
      );
      expect(unsafe, route).toEqual([]);
    }
  });
});

test.describe('share popups', { tag: '@any-viewport' }, () => {
  const post = pageRoutes.find((route) => route.startsWith('/blog/'));

  test('open with no handle on the post and no referrer', async ({ page, context }) => {
    test.skip(!post, 'no blog post in the export');
    // Stand-ins for the networks' share pages: the test never leaves the machine.
    await context.route(/^https:\/\/(twitter\.com|x\.com|www\.linkedin\.com|www\.facebook\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title><p>Share</p>' }),
    );
    await page.goto(sitePath(post!));
    const links = page.locator('a[data-share]');
    await expect(links).not.toHaveCount(0);
    for (const link of await links.all()) {
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({ opener: null, referrer: '' });
      await popup.close();
    }
  });
});
