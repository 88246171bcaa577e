/**
 * Related posts for the sidebar: per category at most {@link RELATED_PER_CATEGORY} posts, newest first,
 * never the post being read, grouped by category with the current post's own category first.
 *
 * The index is built once from all posts in O(posts); each lookup costs O(categories), so a build of
 * n posts does no n x n work.
 */

export const RELATED_PER_CATEGORY = 2;

interface Relatable {
  slug: string;
  category: string;
}

export interface RelatedGroup<T> {
  category: string;
  posts: T[];
}

/** Builds the lookup from posts sorted newest first. */
export function createRelatedIndex<T extends Relatable>(postsNewestFirst: readonly T[], perCategory = RELATED_PER_CATEGORY) {
  // One spare per category, in case the post being read is among the newest.
  const newestByCategory = new Map<string, T[]>();
  for (const post of postsNewestFirst) {
    const list = newestByCategory.get(post.category);
    if (!list) newestByCategory.set(post.category, [post]);
    else if (list.length <= perCategory) list.push(post);
  }
  const categoryOf = new Map(postsNewestFirst.map((post) => [post.slug, post.category]));
  const categories = [...newestByCategory.keys()];

  /** The related groups for the post `slug` (empty groups left out). */
  return function relatedTo(slug: string): RelatedGroup<T>[] {
    const own = categoryOf.get(slug);
    const order = own === undefined ? categories : [own, ...categories.filter((category) => category !== own)];
    return order
      .map((category) => ({
        category,
        posts: newestByCategory.get(category)!.filter((post) => post.slug !== slug).slice(0, perCategory),
      }))
      .filter((group) => group.posts.length > 0);
  };
}
