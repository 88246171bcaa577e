import { buildFeed } from '@/lib/render/seo/feed';
import { getAllPosts } from '@/lib/render/posts';

/** /feed.xml: RSS 2.0 of every post, written to out/feed.xml at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildFeed(getAllPosts()), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
