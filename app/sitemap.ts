import type { MetadataRoute } from 'next';
import { pageList } from '@/content/pages';
import { getAllCaseStudies } from '@/lib/render/case-studies';
import { getAllPosts } from '@/lib/render/posts';
import { buildSitemap } from '@/lib/render/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(pageList, getAllPosts(), getAllCaseStudies());
}
