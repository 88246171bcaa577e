import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import { site } from '@/lib/content/site';
import { categoryPath } from '@/lib/render/categories';
import { postTitle } from '@/lib/render/post-typography';
import type { PostSummary } from '@/lib/render/posts';
import { localHref } from '@/lib/render/url';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Portrait } from '@/components/ui/Portrait';
import { PostMeta } from './PostMeta';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';
import { Figures } from '@/components/ui/Figures';

/** Back button, category (linking to its topic hub), title, excerpt, byline (linking to /about), dates and reading time. */
export function PostHeader({ post }: { post: PostSummary }) {
  return (
    <header>
      <ButtonLink href="/blog" variant="secondary" className="!min-h-11 !px-4 text-sm">
        <Icon name="arrow-left" className="size-4" />
        {blog.backToBlog}
      </ButtonLink>
      {/* Search (scripts/postbuild/search-index.ts) indexes the title, the excerpt and the body, and shows the category with each result. */}
      <div className="mt-8 flex flex-wrap gap-2" data-pagefind-meta={`category:${post.category}`}>
        <Badge href={categoryPath(post.categorySlug)}>{post.category}</Badge>
        {post.draft && <Badge>{blog.draftLabel}</Badge>}
      </div>
      <h1 id="post-title" className={postTitle} data-pagefind-body>
        {post.title}
      </h1>
      <p className="mt-5 text-balance text-lede text-standfirst" data-pagefind-body>
        <Figures text={post.excerpt} endTogether />
      </p>
      {/* The byline: the portrait (when there is one) beside the author's name and, under it, the dates and reading time. */}
      <div className="mt-6 flex items-center gap-4">
        <Portrait frame="byline" />
        <div>
          <p className="text-sm font-semibold">
            {blog.byline}{' '}
            <a href={localHref('/about')} rel="author" className="inline-flex min-h-11 items-center text-accent-hover underline-offset-2 hover:underline">
              {site.owner}
            </a>
          </p>
          <PostMeta post={post} className="-mt-1.5 max-w-none" />
        </div>
      </div>
      <FirstScreenEnd />
    </header>
  );
}
