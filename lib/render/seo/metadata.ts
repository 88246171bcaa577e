/**
 * Page metadata in one shape: title, description, canonical address, feed link, Open Graph and Twitter card.
 * Next replaces (does not merge) a parent's `alternates`, `openGraph` and `twitter` when a page sets them,
 * so every helper here returns them whole.
 */
import type { Metadata } from 'next';
import { discoverability } from '@/lib/content/discoverability';
import { unlistedPaths, type PageEntry } from '@/lib/content/pages';
import { site } from '@/lib/content/site';
import { blog } from '@/lib/content/blog';
import type { CaseStudy } from '@/lib/render/case-studies';
import type { Topic } from '@/lib/render/categories';
import type { PostSummary } from '@/lib/render/posts';
import { iconPath } from '@/lib/render/monogram';
import { absoluteUrl, localHref } from '@/lib/render/url';
import { twinPath } from './markdown-twin';
import { caseStudyOgImagePath, ogSize, postOgImagePath, siteOgImagePath } from './og';

export const feedPath = '/feed.xml';
export const ogLocale = site.locale.replace('-', '_');

/** The <title>: the page's own title, followed by the brand unless it already names it. */
export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

/** The link every page carries to the feed (`<link rel="alternate" type="application/rss+xml">`). */
export const feedAlternate = {
  'application/rss+xml': [{ url: absoluteUrl(feedPath), title: discoverability.feed.title }],
};

/** Defaults for the root layout: what a page without its own metadata (the 404) inherits. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(`${absoluteUrl('/').replace(/\/$/, '')}/`),
    title: { default: fullTitle(site.brand), template: `%s | ${site.brand}` },
    description: site.blurb,
    applicationName: site.brand,
    authors: [{ name: site.owner, url: absoluteUrl('/about') }],
    creator: site.owner,
    publisher: site.brand,
    alternates: { types: feedAlternate },
    icons: { icon: [{ url: localHref(iconPath), type: 'image/svg+xml', sizes: 'any' }] },
    robots: { index: true, follow: true, 'max-image-preview': 'large', 'max-snippet': -1 },
    openGraph: openGraph({ url: absoluteUrl('/'), title: site.brand, description: site.blurb }),
    twitter: twitter({ title: site.brand, description: site.blurb }),
  };
}

interface ShareImage {
  path: string;
  alt: string;
}

const siteImage: ShareImage = { path: siteOgImagePath, alt: discoverability.shareCard.alt };

function openGraph({ url, title, description, image = siteImage }: { url: string; title: string; description: string; image?: ShareImage }) {
  return {
    type: 'website' as const,
    siteName: site.brand,
    locale: ogLocale,
    url,
    title,
    description,
    images: [{ url: absoluteUrl(image.path), width: ogSize.width, height: ogSize.height, alt: image.alt, type: 'image/png' }],
  };
}

function twitter({ title, description, image = siteImage }: { title: string; description: string; image?: ShareImage }) {
  return {
    card: 'summary_large_image' as const,
    title,
    description,
    images: [{ url: absoluteUrl(image.path), alt: image.alt }],
  };
}

/** Metadata for a static page from its entry in lib/content/pages.ts; an unlisted page (`unlistedPaths`) asks not to be indexed. */
export function pageMetadata({ path, title, description }: Pick<PageEntry, 'path' | 'title' | 'description'>): Metadata {
  const url = absoluteUrl(path);
  const heading = fullTitle(title);
  return {
    title: { absolute: heading },
    description,
    alternates: { canonical: url, types: feedAlternate },
    openGraph: openGraph({ url, title: heading, description }),
    twitter: twitter({ title: heading, description }),
    ...(unlistedPaths.includes(path) && { robots: { index: false, follow: true } }),
  };
}

/** What the discoverability files need of a post (the blog's summaries carry more). */
export type SeoPost = Pick<
  PostSummary,
  'slug' | 'title' | 'excerpt' | 'summary' | 'category' | 'categorySlug' | 'date' | 'updated' | 'modified' | 'wordCount' | 'readMinutes'
>;

export const postPath = (slug: string) => `/blog/${slug}`;

/** A post's description everywhere (meta, feed, structured data): its summary when it has one, else its excerpt. */
export const postDescription = (post: Pick<SeoPost, 'summary' | 'excerpt'>) => post.summary ?? post.excerpt;

/** Metadata for a blog post: an article with its own share image. */
export function postMetadata(post: SeoPost): Metadata {
  const url = absoluteUrl(postPath(post.slug));
  const heading = fullTitle(post.title);
  const image = { path: postOgImagePath(post.slug), alt: `${post.title} (${post.category})` };
  const description = postDescription(post);
  return {
    title: { absolute: heading },
    description,
    authors: [{ name: site.owner, url: absoluteUrl('/about') }],
    // The markdown twin (/blog/{slug}.md) beside the feed: the same post as plain text for assistants and agents.
    alternates: { canonical: url, types: { ...feedAlternate, 'text/markdown': [{ url: absoluteUrl(twinPath(postPath(post.slug))), title: post.title }] } },
    openGraph: {
      ...openGraph({ url, title: post.title, description, image }),
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.modified,
      authors: [absoluteUrl('/about')],
      section: post.category,
    },
    twitter: twitter({ title: post.title, description, image }),
  };
}

/** Metadata for a topic hub: a listing page, kept out of search results while it has too few posts. */
export function topicMetadata(topic: Pick<Topic<SeoPost>, 'name' | 'path' | 'posts' | 'indexable'>): Metadata {
  return {
    ...pageMetadata({ path: topic.path, title: blog.topic.title(topic.name), description: blog.topic.description(topic.name, topic.posts.length) }),
    robots: topic.indexable ? undefined : { index: false, follow: true },
  };
}

/** What the discoverability files need of a case study. */
export type SeoCaseStudy = Pick<CaseStudy, 'slug' | 'title' | 'summary' | 'client' | 'sector' | 'date' | 'headline'>;

export const caseStudyPath = (slug: string) => `/portfolio/${slug}`;

/** Metadata for a case study: an article with its own share image (the client and the headline figure). */
export function caseStudyMetadata(study: SeoCaseStudy): Metadata {
  const url = absoluteUrl(caseStudyPath(study.slug));
  const heading = fullTitle(study.title);
  const image = { path: caseStudyOgImagePath(study.slug), alt: `${study.client}: ${study.headline.value} ${study.headline.label}` };
  return {
    title: { absolute: heading },
    description: study.summary,
    authors: [{ name: site.owner, url: absoluteUrl('/about') }],
    alternates: { canonical: url, types: { ...feedAlternate, 'text/markdown': [{ url: absoluteUrl(twinPath(caseStudyPath(study.slug))), title: study.title }] } },
    openGraph: {
      ...openGraph({ url, title: study.title, description: study.summary, image }),
      type: 'article',
      publishedTime: study.date,
      modifiedTime: study.date,
      authors: [absoluteUrl('/about')],
      section: study.sector,
    },
    twitter: twitter({ title: study.title, description: study.summary, image }),
  };
}
