/**
 * Topic hubs: every post category has a page at /blog/category/{slug} listing its posts, newest first.
 * A hub with fewer than MIN_INDEXED_POSTS posts is too thin for search: it is `noindex` and left out of the sitemap.
 */
import { latestDate } from './dates';
import { headingId } from './headings';

/** Posts a hub needs before search engines are asked to index it. */
export const MIN_INDEXED_POSTS = 2;

/** 'AI & Search Strategy' -> 'ai-search-strategy'; '' when the name has no letter or digit. */
export function categorySlug(category: string): string {
  return /[\p{L}\p{N}]/u.test(category) ? headingId(category) : '';
}

export const categoryPath = (slug: string) => `/blog/category/${slug}`;

/** A category already in use: its spelling and the file that uses it. */
export interface KnownCategory {
  name: string;
  file: string;
}

/**
 * Why a post's `category` cannot be used (the build and the editor both ask), or undefined: it needs a letter or
 * digit for its address, and must be spelled as the post (`known`, when there is one) that already uses that address.
 */
export function categoryProblem(category: string, file: string, known: KnownCategory | undefined): string | undefined {
  const topic = categorySlug(category);
  if (!topic) return `${file}: "category" needs at least one letter or digit for its address (got "${category}")`;
  if (known && known.name !== category) return `${file}: "category" "${category}" has the same address (/blog/category/${topic}) as "${known.name}" in ${known.file}; use one spelling`;
  return undefined;
}

/** What a hub needs of a post. */
interface Categorised {
  category: string;
  categorySlug: string;
  modified: string;
}

export interface Topic<P extends Categorised> {
  name: string;
  slug: string;
  path: string;
  /** Its posts, in the order given (the blog's: newest first). */
  posts: P[];
  /** The newest change among its posts (the hub's sitemap date). */
  modified: string;
  /** True when it has enough posts to be indexed and listed in the sitemap. */
  indexable: boolean;
}

/** Every category of `posts` with its posts, in order of each category's newest post. */
export function topicsOf<P extends Categorised>(posts: readonly P[]): Topic<P>[] {
  const bySlug = new Map<string, P[]>();
  for (const post of posts) bySlug.set(post.categorySlug, [...(bySlug.get(post.categorySlug) ?? []), post]);
  return [...bySlug.entries()].map(([slug, members]) => ({
    name: members[0].category,
    slug,
    path: categoryPath(slug),
    posts: members,
    modified: latestDate(members.map((post) => post.modified)) ?? '',
    indexable: members.length >= MIN_INDEXED_POSTS,
  }));
}
