/**
 * Search on the served export: a word of one post's body finds exactly that post. A draft's word finding nothing is
 * tests/builds/site.build.ts's (the owner's content has no draft to rely on); the base path, base-path.spec.ts's.
 */
import { expect, test, type Page } from '@playwright/test';
import { blog } from '../lib/content/blog';
import { loadPosts } from '../lib/render/posts';
import { bodyOnlyWord } from './support/search-words';
import { siteHref, sitePath } from './support/site';

const found = bodyOnlyWord(loadPosts());

/** Script errors and policy violations on the page (Trusted Types and WebAssembly included). */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Trusted Type/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

test.describe('search', () => {
  test.skip(!found, 'no post has a word of its own in its body');

  test('loads nothing until the reader searches; a word only one post’s body holds finds exactly that post, its category and the match marked', async ({ page }) => {
    const { word, post } = found!;
    const problems = watchPolicy(page);
    const engine: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) engine.push(request.url());
    });
    await page.goto(sitePath('/blog'));
    await page.waitForLoadState('load');
    expect(engine, 'nothing of the search engine before a search').toEqual([]);

    const box = page.getByRole('search');
    await box.getByRole('searchbox', { name: blog.search.label }).fill(word);
    await expect(box.getByRole('status')).toHaveText(blog.search.one.replace('{query}', word));
    const results = box.getByRole('listitem');
    await expect(results).toHaveCount(1);
    await expect(results.getByRole('link', { name: post.summary.title })).toHaveAttribute('href', siteHref(`/blog/${post.summary.slug}`));
    await expect(results).toContainText(post.summary.category);
    await expect(results.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    expect(engine.length).toBeGreaterThan(0);

    // Letters no word of the blog starts with.
    await box.getByRole('searchbox').fill('zzqxvjk');
    await expect(box.getByRole('status')).toHaveText(blog.search.none.replace('{query}', 'zzqxvjk'));
    await expect(results).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('with the keyboard alone the reader reaches the search box, searches, reaches the result and opens it', async ({ page }) => {
    const { word, post } = found!;
    const problems = watchPolicy(page);
    await page.goto(sitePath('/blog'));
    const input = page.getByRole('searchbox', { name: blog.search.label });
    for (let presses = 0; presses < 40 && !(await input.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    const link = page.getByRole('search').getByRole('link', { name: post.summary.title });
    await expect(link).toBeVisible();
    for (let presses = 0; presses < 5 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${siteHref(`/blog/${post.summary.slug}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.summary.title);
    expect(problems).toEqual([]);
  });
});

test('without scripts the search box is hidden and the list and topics still lead to every post on the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sitePath('/blog'));
  await expect(page.getByRole('search')).toBeHidden();
  const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
