import { escapeUTF8 } from 'entities';
import { Feed } from 'feed';
import { discoverability } from '@/lib/content/discoverability';
import { site } from '@/lib/content/site';
import { dateValue, latestDate } from '@/lib/render/dates';
import { absoluteUrl } from '@/lib/render/url';
import { feedPath, postDescription, postPath, type SeoPost } from './metadata';
import { siteOgImagePath } from './og';

/** Text XML 1.0 can carry: control characters other than tab and line breaks are dropped (the library escapes the rest). */
export const xmlText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** Text escaped for XML and HTML (the sitemap's addresses; an RSS item's description, which readers render as HTML). */
export const xmlEscape = (text: string) => escapeUTF8(xmlText(text));

/**
 * The RSS 2.0 feed of posts, newest first, with absolute links (built with the `feed` library). Each item is dated by
 * its publication; the feed's `updated` (lastBuildDate) is the newest change to any post, `updated` dates included.
 */
export function buildFeed(posts: SeoPost[]): string {
  const author = { name: site.owner, email: site.email, link: absoluteUrl('/about') };
  const newest = latestDate(posts.map((post) => post.modified));
  const feed = new Feed({
    title: discoverability.feed.title,
    description: discoverability.feed.description,
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: site.locale,
    image: absoluteUrl(siteOgImagePath),
    copyright: `© ${site.copyrightYear} ${site.brand}`,
    updated: newest ? dateValue(newest) : undefined,
    generator: site.brand,
    feedLinks: { rss: absoluteUrl(feedPath) },
    author,
  });
  const sorted = [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  for (const post of sorted) {
    const url = absoluteUrl(postPath(post.slug));
    feed.addItem({
      title: xmlText(post.title),
      id: url,
      link: url,
      description: xmlEscape(postDescription(post)),
      date: dateValue(post.date),
      published: dateValue(post.date),
      category: [{ name: xmlText(post.category) }],
      author: [author],
    });
  }
  return feed.rss2();
}
