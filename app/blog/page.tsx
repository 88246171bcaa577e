import type { Metadata } from 'next';
import { pages } from '@/lib/content/pages';
import { blogPages } from '@/lib/render/blog-pages';
import { getAllPosts, getTopics } from '@/lib/render/posts';
import { pageMetadata } from '@/lib/render/seo/metadata';
import { BlogList } from '@/components/blog/BlogList';

export const metadata: Metadata = pageMetadata(pages.blog);

/** The Help Centre: its newest posts; older ones are on /blog/page/2 and after (app/blog/page/[page]). */
export default function BlogPage() {
  const list = blogPages(getAllPosts());
  return <BlogList page={list[0]} total={list.length} topics={getTopics()} />;
}
