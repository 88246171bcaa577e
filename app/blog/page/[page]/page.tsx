import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blog } from '@/lib/content/blog';
import { blogPages } from '@/lib/render/blog-pages';
import { getAllPosts, getTopics, PLACEHOLDER_SLUG } from '@/lib/render/posts';
import { pageMetadata } from '@/lib/render/seo/metadata';
import { BlogList } from '@/components/blog/BlogList';

/** Only the pages the list has; any other /blog/page/{n} is the 404 page. */
export const dynamicParams = false;

/** The list's later pages: /blog/page/2 on. A blog of one page exports only the placeholder, removed after the build. */
export function generateStaticParams() {
  const later = blogPages(getAllPosts()).slice(1);
  return later.length ? later.map((page) => ({ page: String(page.number) })) : [{ page: PLACEHOLDER_SLUG }];
}

function listPage(param: string) {
  const list = blogPages(getAllPosts());
  const page = /^\d+$/.test(param) ? list[Number(param) - 1] : undefined;
  return page && page.number > 1 ? { page, total: list.length, posts: getAllPosts().length } : undefined;
}

export async function generateMetadata({ params }: PageProps<'/blog/page/[page]'>): Promise<Metadata> {
  const found = listPage((await params).page);
  if (!found) return { title: blog.notFound.title, robots: { index: false } };
  const { page, total, posts } = found;
  return pageMetadata({ path: page.path, title: blog.pagination.title(page.number, total), description: blog.pagination.description(page.first, page.last, posts) });
}

export default async function BlogListPage({ params }: PageProps<'/blog/page/[page]'>) {
  const found = listPage((await params).page);
  if (!found) notFound();
  return <BlogList page={found.page} total={found.total} topics={getTopics()} />;
}
