import type { MetadataRoute } from 'next';
import { pageList } from '@/content/pages';
import { getAllPosts } from '@/lib/posts';
import { buildSitemap } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(pageList, getAllPosts());
}
