/**
 * The Help Centre's list split into pages of `blog.postsPerPage` posts (content/pages/blog.json): /blog shows the newest,
 * /blog/page/2 the next, and so on, so no page of the list grows with the blog. Each page links to the others
 * (components/blog/Pagination.tsx); the sitemap, the feed and llms.txt list every post whatever page it is on.
 */
import { blog } from '@/lib/content/blog';

export interface BlogPage<P> {
  /** 1 for /blog. */
  number: number;
  path: string;
  posts: P[];
  /** The position of its first and last post in the whole list, from 1. */
  first: number;
  last: number;
}

export const blogPagePath = (number: number) => (number <= 1 ? '/blog' : `/blog/page/${number}`);

/** The pages of the list of `posts` (newest first): always at least one, /blog, even with no posts. */
export function blogPages<P>(posts: readonly P[], perPage: number = blog.postsPerPage): BlogPage<P>[] {
  const count = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    path: blogPagePath(index + 1),
    posts: posts.slice(index * perPage, (index + 1) * perPage),
    first: Math.min(posts.length, index * perPage + 1),
    last: Math.min(posts.length, (index + 1) * perPage),
  }));
}

/**
 * The page numbers a page links to: the first and last, and the two either side of itself; null where numbers are
 * left out (shown as an ellipsis). Every page is still reached by the newer and older links.
 */
export function pageLinks(current: number, total: number): Array<number | null> {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, total])].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? [null, n] : [n]));
}
