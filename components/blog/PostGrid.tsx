import type { PostSummary } from '@/lib/render/posts';
import { PostCard } from './PostCard';

/** Post cards in the Help Centre's grid (the blog list and every topic hub); each card spans four subgrid rows (PostCard). */
export function PostGrid({ posts }: { posts: PostSummary[] }) {
  // Columns by count, so one row never leaves a cell empty: one post full width, two side by side, three or more in threes.
  const columns = posts.length === 1 ? 'md:max-w-2xl' : posts.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`mt-12 grid gap-6 md:mt-14 ${columns}`}>
      {posts.map((post) => (
        <li key={post.slug} className="row-span-4 grid grid-rows-subgrid gap-y-0">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
