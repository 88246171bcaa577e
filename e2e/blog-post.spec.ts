import { expect, test, type Page } from '@playwright/test';
import { blog } from '../lib/content/blog';
import { mainNav } from '../lib/content/navigation';
import { site } from '../lib/content/site';
import { getAllPosts, getPostBySlug, getRelatedPosts } from '../lib/render/posts';
import { siteHref, sitePath } from './support/site';
import { desktop, phone } from '../tests/support/browser';

const posts = getAllPosts();
const blogLink = mainNav.find((link) => link.href === '/blog')!;
const isPhone = (name: string) => name === 'phone';
/** The published post with the longest Table of Contents: the TOC, share and layout tests read it. */
const longPost = posts.map((post) => getPostBySlug(post.slug)!).sort((a, b) => b.toc.length - a.toc.length)[0];
/** Its level-2 sections, first and last (the TOC tests jump between them). */
const sections = longPost?.toc.filter((entry) => entry.level === 2) ?? [];
const [firstSection, lastSection] = [sections[0], sections.at(-1)];
/** Published posts with a figure in their body. */
const withFigure = posts.filter((post) => getPostBySlug(post.slug)!.html.includes('<figure'));

/** The TOC as a reader sees it: on phones it starts collapsed above the body, so open it first. */
async function openToc(page: Page, projectName: string) {
  const toc = page.getByRole('navigation', { name: blog.tableOfContents });
  if (isPhone(projectName)) {
    await expect(toc).toBeHidden();
    await page.locator('details[data-toc] > summary').click();
  }
  await expect(toc).toBeVisible();
  return toc;
}

test.describe('blog post', () => {
  for (const post of posts) {
    test(`${post.slug}: back button, category, title, excerpt, date, read time, body and author`, { tag: '@any-viewport' }, async ({ page }) => {
      await page.goto(sitePath(`/blog/${post.slug}`));
      await expect(page).toHaveTitle(`${post.title} | ${site.brand}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('link', { name: blog.backToBlog })).toHaveAttribute('href', siteHref('/blog'));
      await expect(article.getByText(post.category, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(article.getByText(post.excerpt)).toBeVisible();
      await expect(article.locator(`header time[datetime="${post.date}"]`)).toHaveText(post.displayDate);
      await expect(article.locator('header').getByText(post.readTime)).toBeVisible();
      await expect(page.locator('[data-post-body] p').first()).toBeVisible();
      const author = article.getByRole('region', { name: site.owner });
      for (const highlight of blog.author.highlights) await expect(author).toContainText(highlight);
      // The byline's portrait when content/site.json names one (tests/builds/site.build.ts); else her name alone, no stand-in mark.
      const byline = article.locator('header');
      if (site.portrait) await expect(byline.getByRole('img', { name: site.portrait.alt })).toBeVisible();
      else {
        await expect(byline.getByText(site.monogram, { exact: true })).toHaveCount(0);
        await expect(byline.locator('picture')).toHaveCount(0);
      }
      await expect(page.locator('#site-menu a[aria-current="page"]')).toHaveText(blogLink.label);
    });
  }

  test('citation numbers and their way back are targets of at least 24 px, without opening the line', { tag: '@any-viewport' }, async ({ page }) => {
    const cited = posts.find((post) => getPostBySlug(post.slug)!.html.includes('data-footnote-ref'));
    test.skip(!cited, 'needs a published post that cites a source');
    await page.goto(sitePath(`/blog/${cited!.slug}`));
    const targets = page.locator('[data-post-body] a[data-footnote-ref], [data-post-body] a[data-footnote-backref]');
    expect(await targets.count()).toBeGreaterThan(1);
    for (const target of await targets.all()) {
      const box = (await target.boundingBox())!;
      expect(Math.round(box.width), await target.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(24);
      expect(Math.round(box.height), await target.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(24);
    }
    // A paragraph with a citation keeps the body's line height: the number's box does not push its line apart.
    const cite = page.locator('[data-post-body] p:has(a[data-footnote-ref])').first();
    const [height, line] = await cite.evaluate((p) => [p.getBoundingClientRect().height, parseFloat(getComputedStyle(p).lineHeight)]);
    expect(Math.abs(height / line - Math.round(height / line)), 'whole lines').toBeLessThan(0.05);
  });

  test('the long post has ## and ### headings with the anchor ids of its TOC', { tag: '@any-viewport' }, async ({ page }) => {
    test.skip(sections.length < 4, 'needs a published post with four or more ## sections');
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const body = page.locator('[data-post-body]');
    for (const entry of longPost.toc) await expect(body.locator(`h${entry.level}[id="${entry.id}"]`)).toHaveText(entry.text);
  });

  for (const post of withFigure) {
    test(`${post.slug}: its figures are sized, described and captioned, within the screen; all but the first image load lazily`, async ({ page }) => {
      await page.goto(sitePath(`/blog/${post.slug}`));
      const body = page.locator('[data-post-body]');
      const first = body.locator('img').first();
      for (const image of await body.locator('figure img').all()) {
        await expect(image).toHaveAttribute('loading', (await image.evaluate((img, firstImg) => img === firstImg, await first.elementHandle())) ? 'eager' : 'lazy');
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await expect(image).toHaveAttribute('alt', /\w/);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        expect((await image.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
      await expect(body.locator('figure figcaption').first()).toBeVisible();
    });
  }

  test('the Table of Contents lists every level-2 and level-3 heading in order, level-2 emphasised', async ({ page }, info) => {
    test.skip(sections.length < 4, 'needs a published post with four or more ## sections');
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const headings = await page
      .locator('[data-post-body]')
      .locator('h2, h3')
      .evaluateAll((nodes) => nodes.map((node) => ({ href: `#${node.id}`, text: node.textContent?.trim(), level: node.tagName })));
    expect(headings.length).toBeGreaterThan(5);

    const toc = await openToc(page, info.project.name);
    const entries = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), text: link.textContent?.trim(), weight: Number(getComputedStyle(link).fontWeight) })));
    expect(entries.map(({ href, text }) => ({ href, text }))).toEqual(headings.map(({ href, text }) => ({ href, text })));

    const weights = (level: string) => entries.filter((_, index) => headings[index].level === level).map((entry) => entry.weight);
    expect(Math.min(...weights('H2'))).toBeGreaterThan(Math.max(...weights('H3')));
  });

  test('choosing a TOC entry scrolls to its heading and moves keyboard focus there', async ({ page }, info) => {
    test.skip(sections.length < 4, 'needs a published post with four or more ## sections');
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const toc = await openToc(page, info.project.name);
    const link = toc.getByRole('link', { name: lastSection!.text, exact: true });
    const heading = page.locator(`[data-post-body] h2[id="${lastSection!.id}"]`);
    await expect(heading).not.toBeInViewport();

    await link.click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${lastSection!.id}$`));
    // It lands just below the sticky top bar, not under it.
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(60);
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);

    // Keyboard users get there too.
    if (!isPhone(info.project.name)) {
      await toc.getByRole('link', { name: firstSection!.text, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`[data-post-body] h2[id="${firstSection!.id}"]`)).toBeFocused();
    }
  });

  test('the entry of the section being read is highlighted while scrolling', async ({ page }, info) => {
    test.skip(sections.length < 4, 'needs a published post with four or more ## sections');
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const toc = await openToc(page, info.project.name);
    const current = toc.locator('a[aria-current="true"]');

    for (const id of [sections[1]!.id, sections.at(-2)!.id]) {
      await page.locator(`[data-post-body] [id="${id}"]`).evaluate((heading) => {
        window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' });
      });
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', `#${id}`);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(current).toHaveCount(0);
  });

  test('Share Article opens each network in a 600 x 400 popup with the post address', async ({ page }) => {
    test.skip(!longPost, 'no published post');
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { __shareCalls: calls });
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const share = page.getByRole('region', { name: blog.share });
    const postUrl = `${site.url}${sitePath(`/blog/${longPost.slug}`)}`;
    const expected = [
      ['Share on Twitter', `https://twitter.com/intent/tweet?url=${encodeURIComponent(postUrl)}&text=${encodeURIComponent(`${longPost.title} - ${longPost.excerpt}`)}`],
      ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(postUrl)}`],
      ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`],
    ];
    for (const [name] of expected) {
      await share.getByRole('link', { name }).click();
    }
    const calls = (await page.evaluate(() => Reflect.get(window, '__shareCalls') as string[][] | undefined)) ?? [];
    expect(calls.map(([url]) => url)).toEqual(expected.map(([, url]) => new URL(url).href));
    for (const [, , features] of calls) expect(features).toMatch(/(^|,)width=600,height=400(,|$)/);
    expect(new URL(calls[0][0]).searchParams.get('text')).toBe(`${longPost.title} - ${longPost.excerpt}`);
    await expect(page).toHaveURL(sitePath(`/blog/${longPost.slug}`));
  });

  test('related posts: grouped by category, never the current post, each with read time and date', { tag: '@any-viewport' }, async ({ page }) => {
    for (const post of posts) {
      await page.goto(sitePath(`/blog/${post.slug}`));
      const related = page.getByRole('region', { name: blog.related });
      const groups = getRelatedPosts(post.slug);
      await expect(related.getByRole('link')).toHaveCount(groups.flatMap((group) => group.posts).length);
      await expect(related.getByRole('link', { name: post.title, exact: true })).toHaveCount(0);
      for (const other of groups.flatMap((group) => group.posts)) {
        const group = related.getByRole('region', { name: other.category });
        const item = group.getByRole('listitem').filter({ hasText: other.title });
        await expect(item.getByRole('link', { name: other.title })).toHaveAttribute('href', siteHref(`/blog/${other.slug}`));
        await expect(item.locator(`time[datetime="${other.date}"]`)).toHaveText(other.displayDate);
        await expect(item.getByText(other.readTime)).toBeVisible();
      }
    }
  });

  test("the About card's 'Get in Touch' leads to /contact", { tag: '@any-viewport' }, async ({ page }) => {
    test.skip(!longPost, 'no published post');
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const about = page.getByRole('complementary').getByRole('region', { name: blog.about.title });
    await expect(about.getByRole('link', { name: blog.about.cta })).toHaveAttribute('href', siteHref(blog.about.href));
  });

  test('layout: sidebar beside the article with a sticky TOC on wide screens; on phones TOC above the body, sidebar after', async ({ page }, info) => {
    test.skip(sections.length < 4, 'needs a published post with four or more ## sections');
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    const body = page.locator('[data-post-body]');
    const sidebar = page.getByRole('complementary', { name: 'Article sidebar' });
    const toc = page.locator('details[data-toc]');
    const [bodyBox, sidebarBox, tocBox] = [await body.boundingBox(), await sidebar.boundingBox(), await toc.boundingBox()];
    if (isPhone(info.project.name)) {
      expect(tocBox!.y + tocBox!.height).toBeLessThanOrEqual(bodyBox!.y);
      expect(sidebarBox!.y).toBeGreaterThan(bodyBox!.y + bodyBox!.height);
      // Every control outside the running text is a comfortable tap target.
      await toc.locator('summary').click();
      const targets = page.locator('details[data-toc] summary, details[data-toc] a, main header a, aside a');
      for (const height of await targets.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height))) {
        expect(height).toBeGreaterThanOrEqual(44);
      }
    } else {
      expect(sidebarBox!.x).toBeGreaterThan(bodyBox!.x + bodyBox!.width);
      expect(tocBox!.x).toBeGreaterThan(bodyBox!.x + bodyBox!.width);
      await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
      await expect(page.getByRole('navigation', { name: blog.tableOfContents })).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('without JavaScript the TOC links are anchors and the share buttons open a new tab', async ({ browser }, info) => {
    test.skip(sections.length < 4, 'needs a published post with four or more ## sections');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewportFor(info.project.name) });
    const page = await context.newPage();
    await page.goto(sitePath(`/blog/${longPost.slug}`));
    await expect(page.locator('details[data-toc] a').first()).toHaveAttribute('href', `#${longPost.toc[0].id}`);
    for (const link of await page.locator('a[data-share]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await context.close();
  });
});

function viewportFor(projectName: string) {
  return (isPhone(projectName) ? phone : desktop).viewport;
}
