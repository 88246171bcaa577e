/**
 * The site served under a sub-path (GitHub Pages style): `npm test` builds it with BASE_PATH=/site into out-site/ and
 * runs this spec alone against it (desktop). Everything else is proven once, at the domain root; here only what the
 * base path changes: every address a page writes or loads, the enquiry form's script, the crawler files and the 404.
 */
import { expect, test } from '@playwright/test';
import { blog } from '../lib/content/blog';
import { contactPage } from '../lib/content/contact';
import { site } from '../lib/content/site';
import { findElements } from '../scripts/postbuild/html-elements';
import { loadPosts } from '../lib/render/posts';
import { routesOf, sampleRoutes } from '../tests/support/routes';
import { absoluteAddress, basePath, readOut } from './support/exported-site';
import { bodyOnlyWord } from './support/search-words';
import { exported, siteHref, sitePath } from './support/site';
import escapeRegExp from 'escape-string-regexp';

test.beforeAll(() => expect(basePath, 'run with BASE_PATH=/site EXPORT_DIR=out-site (a step of npm test)').not.toBe(''));

/** One page of every template (the 404 has tests of its own below). */
const samples = sampleRoutes(routesOf(exported.sitePages)).filter((route) => route.kind !== 'notFound');

for (const sample of samples) {
  test(`${sample.path}: every link and asset is under the base path, and everything it loads arrives`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
    const response = await page.goto(sitePath(sample.path));
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(failed).toEqual([]);
    // The page as served (what crawlers read and the first paint uses). What a hydrating page adds later is
    // covered by the requests above.
    const served = findElements((await response?.text()) ?? '', ['a', 'link', 'script', 'img']);
    const internal = served.map((element) => element.attribs.href ?? element.attribs.src ?? '').filter((address) => address.startsWith('/'));
    expect(internal.filter((address) => address !== basePath && !address.startsWith(`${basePath}/`))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteAddress(sample.path));
  });
}

test('the enquiry form hydrates and is ready under the base path', async ({ page }) => {
  await page.goto(sitePath('/contact'));
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.getByRole('form', { name: contactPage.formTitle })).toHaveAttribute('data-ready', 'true');
});

test('search loads its engine and index from under the base path and links each result there', async ({ page }) => {
  const found = bodyOnlyWord(loadPosts());
  test.skip(!found, 'no post has a word of its own in its body');
  const engine: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('pagefind')) engine.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  await page.goto(sitePath('/blog'));
  await page.getByRole('searchbox', { name: blog.search.label }).fill(found!.word);
  await expect(page.getByRole('search').getByRole('link', { name: found!.post.summary.title })).toHaveAttribute('href', siteHref(`/blog/${found!.post.summary.slug}`));
  expect(engine.length).toBeGreaterThan(0);
  expect(engine.filter((path) => !path.startsWith(`${basePath}/pagefind/`))).toEqual([]);
  expect(failed).toEqual([]);
});

test('the crawler files give addresses under the base path', () => {
  const origin = `${site.url}${basePath}`;
  for (const file of ['sitemap.xml', 'feed.xml', 'llms.txt', 'robots.txt']) {
    const addresses = readOut(file).match(new RegExp(`${escapeRegExp(site.url)}[^\\s<)"]*`, 'g')) ?? [];
    expect(addresses.length, file).toBeGreaterThan(0);
    expect(addresses.filter((address) => address !== origin && !address.startsWith(`${origin}/`)), file).toEqual([]);
  }
});

test('a missing address under the base path answers 404 with the site’s screen, styled', async ({ page }) => {
  const response = await page.goto(sitePath('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: site.brand }).first()).toHaveAttribute('href', basePath);
});
