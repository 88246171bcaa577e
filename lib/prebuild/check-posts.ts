/**
 * Runs before `next build` (npm prebuild): checks every post's file name and front matter and stops
 * the build with one line per problem, each naming the file and the field, e.g.
 *   content/posts/foo.md: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")
 */
import { loadPosts, POSTS_DIR, PostError } from '../render/posts';

try {
  const posts = loadPosts();
  console.log(`posts: ${posts.length} published in ${POSTS_DIR}/`);
} catch (error) {
  if (!(error instanceof PostError)) throw error;
  console.error(`\nThe blog cannot be built until these posts are fixed:\n\n${error.message}\n`);
  process.exit(1);
}
