import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import type { PostSummary } from '@/lib/render/posts';
import { DateTime } from '@/components/ui/DateTime';

/**
 * Date, a later edit's date and reading time, e.g. "January 14, 2025 · Updated March 2, 2025 · 8 min read", each with
 * its icon; or, as `run` (a card), one run of text parted by dots without icons. There each item carries the dot
 * before it, and the run starts one dot's width left of the box, which clips it: the first item of every line loses
 * its dot, so a dot stands only between two items on one line, never at a line's end or start.
 */
export function PostMeta({ post, run = false, className = '' }: { post: Pick<PostSummary, 'date' | 'updated' | 'readTime'>; run?: boolean; className?: string }) {
  const item = run ? "before:inline-block before:w-4 before:text-center before:text-muted/70 before:content-['·']" : 'inline-flex items-center gap-1.5';
  const items = (
    <>
      <span className={item}>
        {!run && <Icon name="calendar-days" className="size-4" />}
        <DateTime iso={post.date} />
      </span>
      {post.updated && (
        <span className={item} data-updated>
          {!run && <Icon name="refresh-cw" className="size-4" />}
          <span>
            {blog.updatedLabel} <DateTime iso={post.updated} />
          </span>
        </span>
      )}
      <span className={item}>
        {!run && <Icon name="clock" className="size-4" />}
        {post.readTime}
      </span>
    </>
  );
  if (run) {
    return (
      <p className={`overflow-hidden text-sm text-muted ${className}`}>
        <span className="-ml-4 flex flex-wrap gap-y-1">{items}</span>
      </p>
    );
  }
  return <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>{items}</p>;
}
