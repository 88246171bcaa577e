import { blog } from '@/lib/content/blog';
import type { RelatedPosts as Groups } from '@/lib/render/posts';
import { postPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { PostMeta } from './PostMeta';
import { SidebarCard } from './SidebarCard';

/** Related posts, grouped by category (at most 2 each, never the post being read). */
export function RelatedPosts({ groups }: { groups: Groups }) {
  if (groups.length === 0) return null;
  return (
    <SidebarCard title={blog.related}>
      <div className="space-y-6">
        {groups.map((group, index) => (
          <section key={group.category} aria-labelledby={`related--${index}`}>
            <h3 id={`related--${index}`} className="label-caps text-accent-hover">
              {group.category}
            </h3>
            <ul className="mt-2 divide-y divide-line">
              {group.posts.map((post) => (
                <li key={post.slug} className="py-2 first:pt-0">
                  <a href={localHref(postPath(post.slug))} className="flex min-h-11 items-center font-semibold leading-snug hover:text-accent">
                    {post.title}
                  </a>
                  <PostMeta post={post} className="!gap-x-3 text-xs" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SidebarCard>
  );
}
