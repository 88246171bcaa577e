import type { MetadataRoute } from 'next';
import type { PageEntry } from '@/lib/content/pages';
import { blogPages } from '@/lib/render/blog-pages';
import { topicsOf } from '@/lib/render/categories';
import { latestDate } from '@/lib/render/dates';
import { absoluteUrl } from '@/lib/render/url';
import { caseStudyPath, postPath, type SeoCaseStudy, type SeoPost } from './metadata';
import { xmlEscape } from './feed';
import { caseStudyOgImagePath, postOgImagePath, siteOgImagePath } from './og';

/**
 * Every indexable page, post, case study and topic hub with its last-modified date: a page's from lib/content/pages.ts
 * (its content file's date), a post's from its `updated` date or else its `date`, a hub's from its newest post. A
 * page that lists posts (the blog index) changes whenever a post does, so it takes the newer of its own date and the
 * newest post's. The list's later pages (/blog/page/2 on) take their newest post's date. Hubs with too few posts are
 * `noindex` and left out.
 */
export function buildSitemap(pages: PageEntry[], posts: SeoPost[], caseStudies: SeoCaseStudy[] = []): MetadataRoute.Sitemap {
  const newestPost = latestDate(posts.map((post) => post.modified));
  return [
    ...pages.map((page) => ({
      url: absoluteUrl(page.path),
      lastModified: newestPost && page.listsPosts ? latestDate([page.updated, newestPost]) : page.updated,
      images: page.path === '/' ? [absoluteUrl(siteOgImagePath)] : undefined,
    })),
    ...blogPages(posts)
      .slice(1)
      .map((page) => ({ url: absoluteUrl(page.path), lastModified: latestDate(page.posts.map((post) => post.modified)) })),
    ...topicsOf(posts)
      .filter((topic) => topic.indexable)
      .map((topic) => ({ url: absoluteUrl(topic.path), lastModified: topic.modified })),
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post.slug)),
      lastModified: post.modified,
      images: [absoluteUrl(postOgImagePath(post.slug))],
    })),
    ...caseStudies.map((study) => ({
      url: absoluteUrl(caseStudyPath(study.slug)),
      lastModified: study.date,
      images: [absoluteUrl(caseStudyOgImagePath(study.slug))],
    })),
  ];
}

/**
 * The sitemap as XML, in the order the sitemaps.org 0.9 schema requires (loc, lastmod, then extension elements such
 * as <image:image>); Next's own sitemap writer puts the images before <lastmod>, which the schema rejects. Written
 * here rather than with the `sitemap` package's stream, which is a Node stream a route handler would have to drain
 * for a dozen lines of XML; the package still gives the tests its XSD.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified === undefined ? '' : `<lastmod>${xmlEscape(entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified)}</lastmod>\n`;
    const images = (entry.images ?? []).map((image) => `<image:image>\n<image:loc>${xmlEscape(image)}</image:loc>\n</image:image>\n`).join('');
    return `<url>\n<loc>${xmlEscape(entry.url)}</loc>\n${lastmod}${images}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('')}</urlset>\n`;
}
