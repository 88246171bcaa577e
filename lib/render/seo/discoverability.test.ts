import { describe, expect, it } from 'vitest';
import { pageList, pages, unlistedPaths } from '@/lib/content/pages';
import { site } from '@/lib/content/site';
import { buildFeed } from './feed';
import { samplePosts } from './__fixtures__/posts';
import { buildLlmsFullTxt, buildLlmsTxt } from './llms';
import { fullTitle, pageMetadata, postMetadata, topicMetadata } from './metadata';
import { buildRobots } from './robots';
import { buildSitemap, sitemapXml } from './sitemap';
import { sitemapSchemaErrors } from '../../../tests/support/validate-sitemap';
import { blogPostingNode, breadcrumbNode, graph, jsonLdText } from './structured-data';
import { topicsOf } from '@/lib/render/categories';

/** A post with a summary and a later edit, in a category with a second post (so its hub is indexed). */
const edited = {
  ...samplePosts[1],
  slug: 'edited',
  title: 'Edited post',
  summary: 'The answer in brief, which stands in for the excerpt wherever a description is wanted.',
  category: samplePosts[0].category,
  categorySlug: samplePosts[0].categorySlug,
  date: '2025-02-01',
  updated: '2025-06-30',
  modified: '2025-06-30',
};
const withEdited = [edited, ...samplePosts];

describe('page metadata', () => {
  it('gives each page its canonical address, feed link, Open Graph and Twitter card', () => {
    const meta = pageMetadata(pages.about);
    expect(meta.alternates?.canonical).toBe(`${site.url}/about`);
    expect(meta.alternates?.types?.['application/rss+xml']).toEqual([{ url: `${site.url}/feed.xml`, title: expect.any(String) }]);
    expect(meta.openGraph).toMatchObject({ type: 'website', locale: 'en_GB', siteName: site.brand, url: `${site.url}/about` });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('asks search engines not to index the unlisted pages, and only those', () => {
    for (const path of unlistedPaths) expect(pageMetadata({ path, title: 'T', description: 'D' }).robots, path).toEqual({ index: false, follow: true });
    for (const page of pageList) expect(pageMetadata(page).robots, page.path).toBeUndefined();
  });

  it('names the brand once in every title', () => {
    expect(fullTitle('About')).toBe(`About | ${site.brand}`);
    expect(fullTitle(pages.home.title)).toBe(pages.home.title);
  });

  it('gives every page a unique title and a description of a useful length', () => {
    expect(new Set(pageList.map((page) => page.title)).size).toBe(pageList.length);
    for (const page of pageList) expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
    for (const page of pageList) expect(page.description.length, page.path).toBeLessThanOrEqual(180);
  });

  it('describes a post as an article with its own share image', () => {
    const meta = postMetadata(samplePosts[0]);
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-01-14',
      modifiedTime: '2025-01-14',
      section: 'AI & Search Strategy',
      images: [expect.objectContaining({ url: `${site.url}/og/blog/ai-search-business.png`, width: 1200, height: 630 })],
    });
  });
});

describe('summaries, updates and twins', () => {
  it('use the summary as the description, the update as the modified time, and announce the markdown twin', () => {
    const meta = postMetadata(edited);
    expect(meta.description).toBe(edited.summary);
    expect(meta.openGraph).toMatchObject({ publishedTime: '2025-02-01', modifiedTime: '2025-06-30', description: edited.summary });
    expect(meta.alternates?.types?.['text/markdown']).toEqual([{ url: `${site.url}/blog/edited.md`, title: 'Edited post' }]);
    expect(blogPostingNode(edited)).toMatchObject({ datePublished: '2025-02-01', dateModified: '2025-06-30', description: edited.summary });
  });

  it('keep a hub with fewer than 2 posts out of search, and give each hub its own title and description', () => {
    const [strategy, personal] = topicsOf(withEdited);
    expect(topicMetadata(strategy).robots).toBeUndefined();
    expect(topicMetadata(personal).robots).toEqual({ index: false, follow: true });
    expect(topicMetadata(strategy).title).not.toEqual(topicMetadata(personal).title);
    expect(topicMetadata(strategy).description).not.toEqual(topicMetadata(personal).description);
    expect(topicMetadata(strategy).alternates?.canonical).toBe(`${site.url}/blog/category/ai-search-strategy`);
  });

  it('date the sitemap from updates and list only indexed hubs', () => {
    const map = buildSitemap(pageList, withEdited);
    expect(map.find((entry) => entry.url === `${site.url}/blog/edited`)?.lastModified).toBe('2025-06-30');
    expect(map.find((entry) => entry.url === `${site.url}/blog`)?.lastModified).toBe('2025-06-30');
    expect(map.find((entry) => entry.url === `${site.url}/blog/category/ai-search-strategy`)?.lastModified).toBe('2025-06-30');
    expect(map.some((entry) => entry.url.endsWith('/blog/category/personal'))).toBe(false);
  });

  it('date the feed by its newest change and describe items by their summaries', () => {
    const xml = buildFeed(withEdited);
    expect(xml).toContain('<lastBuildDate>Mon, 30 Jun 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(`<description><![CDATA[${edited.summary}]]></description>`);
  });

  it('list hubs and twins in llms.txt, and every post in full in llms-full.txt', () => {
    const text = buildLlmsTxt(pageList, withEdited);
    expect(text).toContain(`- [Edited post](${site.url}/blog/edited): ${edited.summary} (AI & Search Strategy, 2025-02-01, updated 2025-06-30)`);
    expect(text).toMatch(new RegExp(`^- \\[AI & Search Strategy\\]\\(${site.url}/blog/category/ai-search-strategy\\): .+\\(2 posts\\)$`, 'm'));
    expect(text).toContain(`(${site.url}/blog/edited.md): `);
    expect(text).toContain(`(${site.url}/llms-full.txt): `);
    const full = buildLlmsFullTxt([{ title: 'Edited post', summary: edited.summary, path: '/blog/edited', published: edited.date, updated: edited.updated, body: 'Body [here](/contact).' }]);
    expect(full).toContain('# Edited post\n\n> ');
    expect(full).toContain(`Body [here](${site.url}/contact).`);
  });
});

it('sitemap lists every page and post with its date; pages that list posts take the newest post date', () => {
  const map = buildSitemap(pageList, samplePosts);
  expect(map.map((entry) => entry.url)).toEqual([
    ...pageList.map((page) => (page.path === '/' ? `${site.url}/` : `${site.url}${page.path}`)),
    `${site.url}/blog/ai-search-business`,
    `${site.url}/blog/hello-world`,
  ]);
  expect(map.find((entry) => entry.url === `${site.url}/blog`)?.lastModified).toBe(pages.blog.updated);
  const later = buildSitemap(pageList, [{ ...samplePosts[0], date: '2031-05-01', modified: '2031-05-01' }, samplePosts[1]]);
  expect(later.find((entry) => entry.url === `${site.url}/blog`)?.lastModified).toBe('2031-05-01');
  expect(later.find((entry) => entry.url === `${site.url}/about`)?.lastModified).toBe(pages.about.updated);
  expect(map.find((entry) => entry.url === `${site.url}/blog/hello-world`)?.lastModified).toBe('2025-01-02');
});

it('sitemap validates against the sitemaps.org 0.9 schema with the image extension, special characters escaped', async () => {
  const xml = sitemapXml([...buildSitemap(pageList, samplePosts), { url: `${site.url}/a?b=1&c=<2>`, lastModified: '2025-01-02', images: [`${site.url}/og.png`] }]);
  expect(await sitemapSchemaErrors(xml)).toEqual([]);
  expect(xml).toContain('<loc>https://');
  expect(xml).toContain('&amp;c=&lt;2&gt;');
  // The order the schema requires, which Next's own sitemap writer does not keep (images before lastmod).
  const misordered = xml.replace(/(<lastmod>[^<]*<\/lastmod>\n)(<image:image>[\s\S]*?<\/image:image>\n)/, '$2$1');
  expect(await sitemapSchemaErrors(misordered)).toEqual([expect.stringContaining("lastmod': This element is not expected")]);
});

it('robots.txt allows everyone, names AI crawlers and points at the sitemap', () => {
  const robots = buildRobots();
  expect(robots.sitemap).toBe(`${site.url}/sitemap.xml`);
  expect(JSON.stringify(robots.rules)).toContain('GPTBot');
  expect(JSON.stringify(robots.rules)).not.toContain('disallow');
});

it('feed is RSS 2.0 with absolute links, summaries and dates, newest first, escaped', () => {
  const xml = buildFeed([...samplePosts].reverse());
  expect(xml).toMatch(/^<\?xml/);
  expect(xml).toContain('<rss version="2.0"');
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links).toEqual([`${site.url}/blog/ai-search-business`, `${site.url}/blog/hello-world`]);
  expect(xml).toContain(`<atom:link href="${site.url}/feed.xml" rel="self"`);
  expect(xml).toContain('<pubDate>Tue, 14 Jan 2025 00:00:00 GMT</pubDate>');
  expect(xml).toContain('<title><![CDATA[Hello & welcome <to> the Help Centre]]></title>');
  expect(xml).toContain(samplePosts[1].excerpt);
});

it('llms.txt has the name, summary and a described link to every page and post', () => {
  const text = buildLlmsTxt(pageList, samplePosts);
  expect(text.startsWith(`# ${site.brand}\n\n> `)).toBe(true);
  for (const page of pageList) expect(text).toContain(`](${site.url}${page.path === '/' ? '/' : page.path}): ${page.description}`);
  for (const post of samplePosts) expect(text).toMatch(new RegExp(`- \\[[^\\]]+\\]\\(${site.url}/blog/${post.slug}\\): \\S`));
  expect(text).toContain('## Blog posts');
});

it('llms.txt leaves out the posts section when there are none', () => {
  expect(buildLlmsTxt(pageList, [])).not.toContain('## Blog posts');
});

describe('structured data', () => {
  it('describes a post with headline, author, dates, page and image', () => {
    const node = blogPostingNode(samplePosts[0]);
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      headline: samplePosts[0].title,
      datePublished: '2025-01-14',
      dateModified: '2025-01-14',
      author: { '@type': 'Person', name: site.owner },
      mainEntityOfPage: { '@id': `${site.url}/blog/ai-search-business` },
      image: `${site.url}/og/blog/ai-search-business.png`,
      wordCount: 1840,
      timeRequired: 'PT8M',
    });
  });

  it('numbers breadcrumbs from 1 with absolute addresses', () => {
    const crumbs = breadcrumbNode([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
    ]);
  });

  it('cannot close the script element it is written into', () => {
    const text = jsonLdText(graph(blogPostingNode({ ...samplePosts[1], title: '</script><script>alert(1)</script>' })));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)['@graph'][0].headline).toBe('</script><script>alert(1)</script>');
  });
});
