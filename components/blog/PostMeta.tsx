import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import type { PostSummary } from '@/lib/render/posts';
import { DateTime } from '@/components/ui/DateTime';

/** Date, a later edit's date and reading time, e.g. "January 14, 2025 · Updated March 2, 2025 · 8 min read". */
export function PostMeta({ post, className = '' }: { post: Pick<PostSummary, 'date' | 'updated' | 'readTime'>; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <DateTime iso={post.date} />
      </span>
      {post.updated && (
        <span className="inline-flex items-center gap-1.5" data-updated>
          <Icon name="refresh-cw" className="size-4" />
          <span>
            {blog.updatedLabel} <DateTime iso={post.updated} />
          </span>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {post.readTime}
      </span>
    </p>
  );
}
