import { readdirSync } from 'node:fs';
import { toPosix } from '../lib/render/posix-path';
import { expect, test, type Page } from '@playwright/test';
import { getStarted, mainNav, menuToggleLabel } from '../lib/content/navigation';
import { findElements } from '../scripts/postbuild/html-elements';
import { isForeign } from '../scripts/postbuild/own-scripts';
import { ownTextFile } from '../scripts/postbuild/own-text-files';
import { contentRoutes, exported, sitePath } from './support/site';

/** On phones the main links sit in the menu, which opens without JavaScript too. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: menuToggleLabel });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('pages run only the site’s own scripts', { tag: '@any-viewport' }, () => {
  for (const route of [...contentRoutes, '/no-such-page']) {
    test(`${route} requests /enhance.js (and /search.js with the search box) and no other script`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(sitePath(route));
      await page.waitForLoadState('load');
      const searches = (await page.locator('form[data-search]').count()) > 0;
      expect(scripts.sort()).toEqual([sitePath('/enhance.js'), ...(searches ? [sitePath('/search.js')] : [])].sort());
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('every script and resource hint of every exported page is one the site marked as its own', () => {
    for (const page of exported.pages) {
      const html = exported.read(page);
      const foreign = findElements(html, ['script', 'link']).filter(isForeign);
      expect(foreign.map((element) => html.slice(element.start, element.startTagEnd)), page.path).toEqual([]);
    }
  });

  test('the export holds no text file but the site’s own', () => {
    const texts = readdirSync(exported.dir, { recursive: true, encoding: 'utf8' }).map(toPosix).filter((path) => path.endsWith('.txt'));
    expect(texts).toEqual(expect.arrayContaining(['llms.txt', 'llms-full.txt', 'robots.txt']));
    expect(texts.filter((path) => !ownTextFile(process.cwd())(path))).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of contentRoutes) {
    test(`${route} reads and links`, { tag: '@any-viewport' }, async ({ page }) => {
      await page.goto(sitePath(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openMenuIfCollapsed(page);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(mainNav.length);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('navigates between pages by following links', async ({ page }) => {
    const about = mainNav.find((link) => link.href === '/about')!;
    await page.goto(sitePath('/'));
    await openMenuIfCollapsed(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: about.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(about.href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: getStarted.label }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(getStarted.href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('speculation rules', { tag: '@any-viewport' }, () => {
  test('every page declares valid prerender rules', async ({ page }) => {
    for (const route of [...contentRoutes, '/contact']) {
      // The rules are in the parsed document: no need to wait for every page's images and fonts.
      await page.goto(sitePath(route), { waitUntil: 'domcontentloaded' });
      const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
      expect(rules.prerender?.[0]?.eagerness, route).toBe('moderate');
    }
  });

  test('the browser accepts them and offers same-site pages only', async ({ page }) => {
    // Chromium reports the parsed rule set and its candidate links over DevTools (which itself blocks activation).
    const cdp = await page.context().newCDPSession(page);
    const errors: string[] = [];
    let candidates: URL[] = [];
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSet.errorType && errors.push(ruleSet.errorMessage ?? ruleSet.errorType));
    cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
      candidates = preloadingAttemptSources.map((source) => new URL(source.key.url));
    });
    await cdp.send('Preload.enable');
    await page.goto(sitePath('/about'));
    const paths = () => candidates.map((url) => url.pathname);
    await expect.poll(paths).toContain(sitePath('/contact'));
    expect(errors).toEqual([]);
    expect(paths()).toContain(sitePath('/services'));
    const origin = new URL(page.url()).origin;
    expect(candidates.filter((url) => url.origin !== origin).map(String)).toEqual([]);
    expect(paths().filter((path) => path.includes('/_next/') || /\.[a-z]+$/.test(path))).toEqual([]);
  });
});
