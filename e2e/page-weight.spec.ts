/**
 * What a first-time visitor on a phone downloads on each template, against the page budget (scripts/budgets.ts):
 * every response body as it came over the wire (compressed), from an empty cache until the network is idle.
 * Lighthouse's byte count cannot hold this: its image gatherer fetches every `<picture>` the page holds, lazy ones
 * below the first screen included, as many as fit its 5 s, so its total varied with the machine's speed.
 */
import { expect, test } from '@playwright/test';
import { pageBudget } from '../scripts/budgets';
import { fullBrowser, phone } from '../tests/support/browser';
import { routesOf, sampleRoutes } from '../tests/support/routes';
import { exported, sitePath } from './support/site';

// Lazy loading is the browser's: the headless shell defers below-the-fold images differently.
test.use({ launchOptions: fullBrowser });

const onePerTemplate = sampleRoutes(routesOf(exported.pages));

test('a first visit on a phone downloads at most the page budget on every template', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'a phone is the case; one project is enough');
  test.setTimeout(onePerTemplate.length * 10_000);
  const weights: Record<string, number> = {};
  for (const route of onePerTemplate) {
    const context = await browser.newContext({ ...phone, baseURL: info.project.use.baseURL });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const headers = new Map<string, number>();
    let body = 0;
    cdp.on('Network.responseReceived', ({ requestId, response }) => headers.set(requestId, response.encodedDataLength));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      body += encodedDataLength - (headers.get(requestId) ?? 0);
    });
    await page.goto(sitePath(route.path), { waitUntil: 'networkidle' });
    weights[route.path] = body;
    await context.close();
  }
  console.log(Object.entries(weights).map(([path, bytes]) => `${path} ${bytes.toLocaleString('en-GB')} B`).join('\n'));
  const over = Object.entries(weights).filter(([, bytes]) => bytes > pageBudget.totalBytes);
  expect(over, `over ${pageBudget.totalBytes.toLocaleString('en-GB')} B`).toEqual([]);
});
