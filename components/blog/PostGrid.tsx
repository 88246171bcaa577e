import type { PostSummary } from '@/lib/render/posts';
import { PostCard } from './PostCard';

/** Post cards in the Help Centre's grid (the blog list and every topic hub); each card spans four subgrid rows (PostCard). */
export function PostGrid({ posts }: { posts: PostSummary[] }) {
  // Columns by count, so a row never leaves a cell empty while the count allows: two from 768 px when it is even,
  // three (or else two) from 1,024 px when that divides it; one post runs the full width (its text keeps the measure).
  // A long list whose count neither divides runs in threes.
  const count = posts.length;
  const tablet = count % 2 === 0 ? 'md:grid-cols-2' : '';
  const desktop = count % 3 === 0 || (count > 3 && count % 2 === 1) ? 'lg:grid-cols-3' : count % 2 === 0 ? 'lg:grid-cols-2' : '';
  const columns = `${tablet} ${desktop}`;
  return (
    <ul className={`mt-12 grid gap-6 md:mt-14 ${columns}`}>
      {posts.map((post) => (
        <li key={post.slug} className="row-span-4 grid max-w-none grid-rows-subgrid gap-y-0">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
