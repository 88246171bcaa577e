import type { PostSummary } from '@/lib/render/posts';
import { postPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { PostBadges } from './PostBadges';
import { PostMeta } from './PostMeta';

/**
 * The Help Centre's list as a magazine sets its contents: one ruled row per post under a rule in ink, no boxes, so
 * one post, two or twelve read as a designed page. On phones a row is the category, the title, its excerpt and the
 * meta, in that (the source) order. From 768 px the category and the meta form a dateline in the first four of
 * twelve columns (three from 1,024) beside the title and excerpt: the title across the rest of the row (nine columns
 * from 1,024 px, so a title reads in one or two lines rather than breaking over three in a narrow column), its
 * excerpt under it at the measure.
 * The whole row is the title's link, except the category badge, which leads to its hub.
 */
export function PostIndex({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="mt-12 border-t-[3px] border-ink md:mt-16">
      {posts.map((post) => (
        <li key={post.slug} className="max-w-none border-b border-line">
          <article className="group relative grid gap-y-3 py-7 md:grid-cols-12 md:gap-x-10 md:py-10">
            {/* From 768 px the category sits level with the title's first line, not centred on a title of two. */}
            <PostBadges post={post} className="md:col-span-4 md:row-start-1 md:self-start md:pt-1.5 lg:col-span-3" />
            <h2 className="text-[1.625rem] leading-[1.15] tracking-[-0.015em] md:col-span-8 md:col-start-5 md:row-start-1 md:text-[1.875rem] lg:col-span-9 lg:col-start-4 lg:text-[2rem]">
              <a
                href={localHref(postPath(post.slug))}
                className="transition-colors after:absolute after:inset-0 group-hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent"
              >
                {post.title}
              </a>
            </h2>
            <p className="text-pretty text-muted md:col-span-8 md:col-start-5 md:row-start-2 lg:col-span-7 lg:col-start-4">{post.excerpt}</p>
            <PostMeta post={post} run className="max-w-none self-start md:col-span-4 md:col-start-1 md:row-start-2 lg:col-span-3 [&_span]:whitespace-nowrap" />
          </article>
        </li>
      ))}
    </ul>
  );
}
