import type { MetadataRoute } from 'next';
import type { PageEntry } from '@/content/pages';
import { absoluteUrl } from '@/lib/render/url';
import { caseStudyPath, postPath, type SeoCaseStudy, type SeoPost } from './metadata';
import { caseStudyOgImagePath, postOgImagePath, siteOgImagePath } from './og';

const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

/**
 * Every exported page, post and case study with its last-modified date. A page that lists posts (the blog index) changes
 * whenever a post is published, so it takes the newer of its own date and the newest post's.
 */
export function buildSitemap(pages: PageEntry[], posts: SeoPost[], caseStudies: SeoCaseStudy[] = []): MetadataRoute.Sitemap {
  const newestPost = posts.length ? latest(posts.map((post) => post.date)) : undefined;
  return [
    ...pages.map((page) => ({
      url: absoluteUrl(page.path),
      lastModified: newestPost && page.listsPosts ? latest([page.updated, newestPost]) : page.updated,
      images: page.path === '/' ? [absoluteUrl(siteOgImagePath)] : undefined,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post.slug)),
      lastModified: post.date,
      images: [absoluteUrl(postOgImagePath(post.slug))],
    })),
    ...caseStudies.map((study) => ({
      url: absoluteUrl(caseStudyPath(study.slug)),
      lastModified: study.date,
      images: [absoluteUrl(caseStudyOgImagePath(study.slug))],
    })),
  ];
}
