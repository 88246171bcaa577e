/**
 * Runs before `next build`: checks every post's file name and front matter. A problem stops the
 * build with one line per problem, each naming the file and the field, e.g.
 *   content/posts/foo.md: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")
 */
import { loadPosts, POSTS_DIR, PostError } from '../render/posts';

/** A problem with the posts, worded for the owner; the build prints it and stops. */
export class PostsNotReady extends Error {}

export function checkPosts(): void {
  try {
    const posts = loadPosts();
    console.log(`posts: ${posts.length} published in ${POSTS_DIR}/`);
  } catch (error) {
    if (!(error instanceof PostError)) throw error;
    throw new PostsNotReady(`\nThe blog cannot be built until these posts are fixed:\n\n${error.message}\n`);
  }
}
