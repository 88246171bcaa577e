import type { MetadataRoute } from 'next';
import { discoverability } from '@/lib/content/discoverability';
import { absoluteUrl } from '@/lib/render/url';

/** robots.txt: everything may be crawled; AI search and assistant crawlers are welcomed by name. */
export function buildRobots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/' },
      { userAgent: [...discoverability.aiCrawlers], allow: '/' },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
