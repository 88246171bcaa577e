/**
 * Discoverability, checked on the exported files as a crawler reads them: every page's head, the share images,
 * sitemap.xml, robots.txt, feed.xml, the JSON-LD blocks and llms.txt. The files do not depend on the viewport, so
 * these run once (desktop project); the last group fetches through the static server like a crawler would.
 */
import { expect, test, type Page } from '@playwright/test';
import { aboutIntro, aboutMeta } from '../lib/content/about';
import { hero, homeMeta } from '../lib/content/home';
import { portfolioIntro, portfolioMeta } from '../lib/content/portfolio';
import { serviceFamilies, servicesIntro, servicesMeta } from '../lib/content/services';
import { site } from '../lib/content/site';
import { unlistedPaths } from '../lib/content/pages';
import { absoluteAddress, basePath, exportedPages, fileForAddress, listedPages, readOut, type ExportedPage } from './support/exported-site';
import { textOfHtml } from './support/text-of-html';
import { pngSize } from './support/png';
import { getAllPosts } from '../lib/render/posts';
import { sitemapSchemaErrors } from '../tests/support/validate-sitemap';
import { expectHeadingOutline, expectMetadata } from './support/page-structure';
import { exported } from './support/site';

interface PageFacts {
  lang: string;
  title: string;
  description: string;
  canonical: string[];
  h1: number;
  landmarks: Record<'header' | 'nav' | 'main' | 'footer', number>;
  meta: Record<string, string>;
  feeds: string[];
  jsonLd: string[];
}

/** Parses each page with the browser's own HTML parser (no scripts run, nothing loads) and reads its head. */
async function readPages(page: Page, pages: ExportedPage[]): Promise<Array<ExportedPage & PageFacts>> {
  const facts = await page.evaluate((htmls) => {
    return htmls.map((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const all = (selector: string) => Array.from(doc.querySelectorAll(selector));
      const meta: Record<string, string> = {};
      for (const tag of all('meta[property], meta[name]')) {
        const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
        if (!(key in meta)) meta[key] = tag.getAttribute('content') ?? '';
      }
      const outside = ':not(main *, article *, aside *, section *, nav *)';
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
        h1: all('h1').length,
        landmarks: {
          header: all(`header${outside}`).length,
          nav: all('nav').length,
          main: all('main').length,
          footer: all(`footer${outside}`).length,
        },
        meta,
        feeds: all('link[rel="alternate"][type="application/rss+xml"]').map((link) => link.getAttribute('href') ?? ''),
        jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ''),
      };
    });
  }, pages.map((p) => p.html));
  return pages.map((p, index) => ({ ...p, ...facts[index] }));
}

/** Parses XML with the browser's XML parser; a malformed document yields a parsererror. */
async function readXml(page: Page, xml: string, itemTag: string, fields: string[]) {
  return page.evaluate(
    ({ xml, itemTag, fields }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const wellFormed = doc.getElementsByTagName('parsererror').length === 0;
      const items = Array.from(doc.getElementsByTagName(itemTag)).map((item) =>
        Object.fromEntries(fields.map((field) => [field, item.getElementsByTagName(field)[0]?.textContent?.trim() ?? ''])),
      );
      return { wellFormed, root: doc.documentElement.nodeName, version: doc.documentElement.getAttribute('version'), items };
    },
    { xml, itemTag, fields },
  );
}

/** An address in its normal form, so https://host and https://host/ compare equal (they are one address). */
const normal = (address: string) => new URL(address).href;
const isPost = (route: string) => /^\/blog\/[^/]+$/.test(route);
const isCaseStudy = (route: string) => /^\/portfolio\/[^/]+$/.test(route);
const isoDate = /^\d{4}-\d{2}-\d{2}/;

test.describe('every page head', () => {
  test('has lang, a unique title and description, one h1 and the landmarks', async ({ page }) => {
    const pages = await readPages(page, exportedPages());
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const p of pages) {
      expect(p.lang, p.route).toBe(site.locale);
      expect(p.title, p.route).toContain(site.brand);
      expect(p.description.length, p.route).toBeGreaterThan(50);
      expect(p.h1, `${p.route} has exactly one h1`).toBe(1);
      expect(p.landmarks.header, `${p.route} banner`).toBe(1);
      expect(p.landmarks.main, `${p.route} main`).toBe(1);
      expect(p.landmarks.footer, `${p.route} contentinfo`).toBe(1);
      expect(p.landmarks.nav, `${p.route} navigation`).toBeGreaterThanOrEqual(1);
    }
    const titles = pages.map((p) => p.title);
    const descriptions = pages.map((p) => p.description);
    expect(new Set(titles).size, titles.join('\n')).toBe(pages.length);
    expect(new Set(descriptions).size, descriptions.join('\n')).toBe(pages.length);
  });

  test('has one canonical link, equal to its own absolute address, and og:url to match', async ({ page }) => {
    for (const p of await readPages(page, exportedPages())) {
      expect(p.canonical.map(normal), p.route).toEqual([normal(absoluteAddress(p.route))]);
      expect(normal(p.meta['og:url']), p.route).toBe(normal(absoluteAddress(p.route)));
    }
  });

  test('has Open Graph and Twitter card tags with a 1200 x 630 PNG share image that exists', async ({ page }) => {
    for (const p of await readPages(page, exportedPages())) {
      const { meta } = p;
      expect(meta['og:type'], p.route).toBe(isPost(p.route) || isCaseStudy(p.route) ? 'article' : 'website');
      expect(meta['og:site_name'], p.route).toBe(site.brand);
      expect(meta['og:locale'], p.route).toBe(site.locale.replace('-', '_'));
      expect(meta['og:title'], p.route).toBeTruthy();
      expect(meta['og:description'], p.route).toBe(p.description);
      expect(meta['twitter:card'], p.route).toBe('summary_large_image');
      expect(meta['twitter:image'], p.route).toBe(meta['og:image']);
      expect(meta['og:image'], p.route).toMatch(/\.png$/);
      expect(meta['og:image:type'], p.route).toBe('image/png');
      const file = fileForAddress(meta['og:image']);
      expect(file, `${p.route}: ${meta['og:image']} is in out/`).toBeDefined();
      expect(pngSize(file!), meta['og:image']).toEqual({ width: 1200, height: 630 });
      if (isPost(p.route)) expect(meta['og:image'], p.route).toBe(absoluteAddress(`/og${p.route}.png`));
      if (isPost(p.route) || isCaseStudy(p.route)) expect(meta['article:published_time'], p.route).toMatch(isoDate);
      if (isCaseStudy(p.route)) expect(meta['og:image'], p.route).toBe(absoluteAddress(`/og${p.route}.png`));
    }
  });

  test('asks not to be indexed exactly when it is left out of the sitemap', async ({ page }) => {
    const sitemap = await readXml(page, readOut('sitemap.xml'), 'url', ['loc']);
    const listed = new Set(sitemap.items.map((item) => normal(item.loc)));
    const pages = await readPages(page, exportedPages());
    for (const path of unlistedPaths) {
      expect(listed.has(normal(absoluteAddress(path))), `${path} is left out of the sitemap`).toBe(false);
      expect(pages.find((p) => p.route === path)?.meta.robots, `${path} is noindex`).toContain('noindex');
    }
    for (const p of pages) {
      if (listed.has(normal(absoluteAddress(p.route)))) expect(p.meta.robots ?? '', p.route).not.toContain('noindex');
      else expect(p.meta.robots, p.route).toContain('noindex');
    }
  });

  test('names every <section> (aria-label, or aria-labelledby an element of the page)', () => {
    for (const p of exported.pages) {
      const html = readOut(p.path);
      for (const tag of html.match(/<section\b[^>]*>/g) ?? []) {
        const labelledBy = /aria-labelledby="([^"]+)"/.exec(tag)?.[1];
        const named = /aria-label="[^"]+"/.test(tag) || (labelledBy !== undefined && labelledBy.split(' ').every((id) => html.includes(`id="${id}"`)));
        expect(named, `${p.path}: ${tag}`).toBe(true);
      }
    }
  });

  test('has at most one robots meta tag, the not-found pages included', () => {
    for (const p of exported.pages) expect(readOut(p.path).match(/<meta name="robots"/g)?.length ?? 0, p.path).toBeLessThanOrEqual(1);
  });

  test('announces the feed with a link rel="alternate"', async ({ page }) => {
    for (const p of await readPages(page, exportedPages())) {
      expect(p.feeds, p.route).toEqual([absoluteAddress('/feed.xml')]);
    }
  });
});

test.describe('the main pages', () => {
  const mainPages = [
    ['/', homeMeta, hero.headline],
    ['/about', aboutMeta, aboutIntro.headline],
    ['/services', servicesMeta, servicesIntro.headline],
    ['/portfolio', portfolioMeta, portfolioIntro.headline],
  ] as const;
  for (const [path, meta, h1] of mainPages) {
    test(`${path} has its own title and description, one h1 and an ordered outline`, async ({ page }) => {
      await page.goto(path);
      await expectMetadata(page, meta);
      await expectHeadingOutline(page, h1);
    });
  }
});

test.describe('structured data', () => {
  /** The fields each schema.org type used here must carry (Google's required and recommended ones). */
  const required: Record<string, string[]> = {
    WebSite: ['name', 'url', 'publisher'],
    Person: ['name', 'url', 'jobTitle', 'sameAs'],
    ProfessionalService: ['name', 'url', 'address', 'image', 'founder'],
    ProfilePage: ['url', 'mainEntity'],
    CollectionPage: ['url', 'name', 'description', 'hasPart'],
    ContactPage: ['url', 'name', 'about'],
    Service: ['name', 'description', 'provider', 'serviceType'],
    BlogPosting: ['headline', 'description', 'author', 'datePublished', 'dateModified', 'mainEntityOfPage', 'image', 'publisher'],
    Article: ['headline', 'description', 'author', 'datePublished', 'dateModified', 'mainEntityOfPage', 'image', 'publisher'],
    BreadcrumbList: ['itemListElement'],
  };
  type Node = Record<string, unknown> & { '@type': string };

  function nodesOf(p: PageFacts & ExportedPage): Node[] {
    return p.jsonLd.flatMap((text) => {
      const data = JSON.parse(text);
      expect(data['@context'], p.route).toBe('https://schema.org');
      return (data['@graph'] ?? [data]) as Node[];
    });
  }

  test('every JSON-LD block parses and each node has its type’s required fields', async ({ page }) => {
    for (const p of await readPages(page, exportedPages())) {
      for (const node of nodesOf(p)) {
        const fields = required[node['@type']];
        expect(fields, `${p.route}: ${node['@type']} is a type these tests know`).toBeDefined();
        for (const field of fields) expect(node[field], `${p.route}: ${node['@type']}.${field}`).toBeTruthy();
      }
    }
  });

  test('every @id a page refers to is described on that page (crawlers read one page at a time)', async ({ page }) => {
    for (const p of await readPages(page, exportedPages())) {
      const referenced = new Set<string>();
      const defined = new Set<string>();
      JSON.parse(`[${p.jsonLd.join(',')}]`, (key, value) => {
        if (value && typeof value === 'object' && !Array.isArray(value) && typeof value['@id'] === 'string') {
          (Object.keys(value).length === 1 ? referenced : defined).add(value['@id']);
        }
        return value;
      });
      expect([...referenced].filter((id) => !defined.has(id)), p.route).toEqual([]);
    }
  });

  test('every indexable page has JSON-LD of its kind', async ({ page }) => {
    const kinds: Array<[RegExp, string]> = [
      [/^\/$/, 'WebSite'],
      [/^\/about$/, 'ProfilePage'],
      [/^\/services$/, 'Service'],
      [/^\/blog$/, 'CollectionPage'],
      [/^\/blog\/category\/[^/]+$/, 'CollectionPage'],
      [/^\/blog\/[^/]+$/, 'BlogPosting'],
      [/^\/portfolio$/, 'CollectionPage'],
      [/^\/portfolio\/[^/]+$/, 'Article'],
      [/^\/contact$/, 'ContactPage'],
    ];
    const pages = await readPages(page, listedPages());
    expect(pages.length).toBeGreaterThan(5);
    for (const p of pages) {
      const kind = kinds.find(([pattern]) => pattern.test(p.route))?.[1];
      expect(kind, `${p.route}: an indexable page these tests know`).toBeDefined();
      expect(nodesOf(p).map((node) => node['@type']), p.route).toContain(kind);
    }
  });

  test('home names the site, the business and its owner; about the owner; services every offering', async ({ page }) => {
    const pages = await readPages(page, exportedPages());
    const typesOn = (route: string) => nodesOf(pages.find((p) => p.route === route)!).map((node) => node['@type']);
    expect(typesOn('/')).toEqual(expect.arrayContaining(['WebSite', 'Person', 'ProfessionalService']));
    expect(typesOn('/about')).toEqual(expect.arrayContaining(['Person', 'ProfessionalService']));
    const services = nodesOf(pages.find((p) => p.route === '/services')!).filter((node) => node['@type'] === 'Service');
    expect(services.map((node) => node.name)).toEqual(serviceFamilies.flatMap((family) => family.offerings.map((offering) => offering.title)));
    const owner = nodesOf(pages.find((p) => p.route === '/')!).find((node) => node['@type'] === 'Person')!;
    expect(owner).toMatchObject({ name: site.owner, sameAs: [site.profileUrl] });
  });

  test('each post is a BlogPosting by the owner with its share image, and has breadcrumbs ending at itself', async ({ page }) => {
    const posts = (await readPages(page, exportedPages())).filter((p) => isPost(p.route));
    expect(posts.length, 'the export has posts').toBeGreaterThan(0);
    for (const p of posts) {
      const nodes = nodesOf(p);
      const posting = nodes.find((node) => node['@type'] === 'BlogPosting')!;
      expect(posting, p.route).toBeDefined();
      expect(posting).toMatchObject({
        author: { '@type': 'Person', name: site.owner },
        mainEntityOfPage: { '@id': expect.any(String) },
        image: p.meta['og:image'],
      });
      expect(normal((posting.mainEntityOfPage as { '@id': string })['@id'])).toBe(normal(absoluteAddress(p.route)));
      expect(String(posting.datePublished)).toMatch(isoDate);
      expect(p.title).toContain(String(posting.headline));
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Array<Record<string, unknown>>;
      expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
      expect(normal(String(crumbs[0].item))).toBe(normal(absoluteAddress('/')));
      expect(normal(String(crumbs.at(-1)!.item))).toBe(normal(absoluteAddress(p.route)));
    }
  });
});

test.describe('case studies for crawlers', () => {
  test('each case study is an Article by the owner, published by the business, with breadcrumbs ending at itself', async ({ page }) => {
    const studies = (await readPages(page, exportedPages())).filter((p) => isCaseStudy(p.route));
    expect(studies.length, 'the export has case studies').toBeGreaterThan(0);
    const home = (await readPages(page, exportedPages().filter((p) => p.route === '/')))[0];
    const homeIds = home.jsonLd.flatMap((text) => JSON.parse(text)['@graph'] as Array<Record<string, unknown>>).map((node) => node['@id']);
    for (const p of studies) {
      const nodes = p.jsonLd.flatMap((text) => JSON.parse(text)['@graph'] as Array<Record<string, unknown>>);
      const article = nodes.find((node) => node['@type'] === 'Article')!;
      expect(article, p.route).toBeDefined();
      expect(article).toMatchObject({ author: { '@type': 'Person', name: site.owner }, image: p.meta['og:image'] });
      // Joined to the entity graph the home page describes: the same Person and ProfessionalService.
      expect(homeIds).toContain((article.author as { '@id': string })['@id']);
      expect(homeIds).toContain((article.publisher as { '@id': string })['@id']);
      expect(normal((article.mainEntityOfPage as { '@id': string })['@id'])).toBe(normal(absoluteAddress(p.route)));
      expect(p.title).toContain(String(article.headline));
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Array<Record<string, unknown>>;
      expect(crumbs.map((crumb) => normal(String(crumb.item)))).toEqual(['/', '/portfolio', p.route].map((route) => normal(absoluteAddress(route))));
    }
  });
});

test.describe('crawler files', () => {
  test('sitemap.xml lists exactly the exported pages that may be indexed, each with a last-modified date', async ({ page }) => {
    const sitemap = await readXml(page, readOut('sitemap.xml'), 'url', ['loc', 'lastmod']);
    expect(sitemap.wellFormed).toBe(true);
    expect(await sitemapSchemaErrors(readOut('sitemap.xml')), 'sitemaps.org 0.9 + image extension').toEqual([]);
    expect(sitemap.root).toBe('urlset');
    const indexable = listedPages();
    const expected = indexable.map((p) => normal(absoluteAddress(p.route)));
    expect(sitemap.items.map((item) => normal(item.loc)).sort()).toEqual(expected.sort());
    for (const item of sitemap.items) expect(item.lastmod, item.loc).toMatch(isoDate);
    expect(sitemap.items.some((item) => /404|not-found/.test(item.loc))).toBe(false);
  });

  test('robots.txt allows crawling, welcomes AI crawlers and points at the sitemap', () => {
    const robots = readOut('robots.txt');
    expect(robots).toMatch(/^User-Agent: \*\nAllow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    for (const bot of ['GPTBot', 'ClaudeBot', 'PerplexityBot', 'Google-Extended']) expect(robots).toContain(`User-Agent: ${bot}`);
    expect(robots).toContain(`Sitemap: ${absoluteAddress('/sitemap.xml')}`);
  });

  test('feed.xml is well-formed RSS 2.0 listing every post with title, absolute link, summary and date', async ({ page }) => {
    const feed = await readXml(page, readOut('feed.xml'), 'item', ['title', 'link', 'description', 'pubDate', 'guid']);
    expect(feed.wellFormed).toBe(true);
    expect(feed.root).toBe('rss');
    expect(feed.version).toBe('2.0');
    const posts = await readPages(page, exportedPages().filter((p) => isPost(p.route)));
    expect(posts.length, 'the export has posts').toBeGreaterThan(0);
    expect(feed.items.map((item) => normal(item.link)).sort()).toEqual(posts.map((p) => normal(absoluteAddress(p.route))).sort());
    for (const item of feed.items) {
      const post = posts.find((p) => normal(absoluteAddress(p.route)) === normal(item.link))!;
      expect(post.title).toContain(item.title);
      expect(textOfHtml(item.description), item.link).toBe(post.description);
      expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false);
    }
    const dates = feed.items.map((item) => Date.parse(item.pubDate));
    expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a));
  });

  test('llms.txt has the name, the summary and a described link to every listed page and post', () => {
    const text = readOut('llms.txt');
    expect(text.startsWith(`# ${site.brand}\n\n> ${site.blurb}\n`)).toBe(true);
    const links = new Map([...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map((match) => [normal(match[2]), match[3]]));
    for (const p of listedPages()) {
      const description = links.get(normal(absoluteAddress(p.route)));
      expect(description, `llms.txt links ${p.route}`).toBeDefined();
      expect(description!.length, p.route).toBeGreaterThan(20);
    }
    expect(text).toMatch(/^## Pages$/m);
  });
});

test.describe('served like a static host serves them', () => {
  const files: Array<[string, RegExp]> = [
    ['/og/site.png', /^image\/png/],
    ['/sitemap.xml', /xml/],
    ['/feed.xml', /xml/],
    ['/robots.txt', /^text\/plain/],
    ['/llms.txt', /^text\/plain/],
    ['/llms-full.txt', /^text\/plain/],
    ...getAllPosts().slice(0, 1).map((post): [string, RegExp] => [`/blog/${post.slug}.md`, /^text\/markdown; charset=utf-8$/]),
  ];
  for (const [path, type] of files) {
    test(`${path} has the right content type`, async ({ request }) => {
      const response = await request.get(`${basePath}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(type);
    });
  }
});
