import type { PostSummary } from '@/lib/render/posts';
import { PostCard } from './PostCard';

/** Post cards in the Help Centre's grid (the blog list and every topic hub). */
export function PostGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:mt-14 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
