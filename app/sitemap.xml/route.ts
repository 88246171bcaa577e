import { pageList } from '@/lib/content/pages';
import { getAllCaseStudies } from '@/lib/render/case-studies';
import { getAllPosts } from '@/lib/render/posts';
import { buildSitemap, sitemapXml } from '@/lib/render/seo/sitemap';

/** /sitemap.xml: every indexable page, written to out/sitemap.xml at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(sitemapXml(buildSitemap(pageList, getAllPosts(), getAllCaseStudies())), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
