import type { PostSummary } from '@/lib/render/posts';
import { postPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { PostBadges } from './PostBadges';
import { PostMeta } from './PostMeta';

/**
 * A post in the Help Centre grid; the whole card is the title's link, except the category badge, which leads to its hub.
 * Its parts (badges, title with excerpt, meta) are rows of the grid's subgrid (PostGrid), so the titles and the meta
 * lines of a row of cards start at one height whatever their lengths.
 */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="group relative row-span-4 grid grid-rows-subgrid gap-y-0 rounded-card border border-line bg-white p-6 transition duration-200 hover:-translate-y-0.5 hover:border-accent/40 hover:shadow-md hover:shadow-ink/5 focus-within:border-accent/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <PostBadges post={post} />
      {/* Title and excerpt share one row, so a one-line title has its excerpt right under it. */}
      <div>
        <h2 className="mt-4 text-2xl leading-snug tracking-tight">
          <a
            href={localHref(postPath(post.slug))}
            className="after:absolute after:inset-0 after:rounded-card group-hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {post.title}
          </a>
        </h2>
        <p className="mt-3 text-muted">{post.excerpt}</p>
      </div>
      {/* In a card the meta is one run parted by dots, without its icons, so it keeps to one line at card width. */}
      <PostMeta post={post} run className="mt-6 max-w-none self-start border-t border-line pt-4" />
    </article>
  );
}
