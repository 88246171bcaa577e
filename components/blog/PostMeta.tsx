import { CalendarDays, Clock } from 'lucide-react';
import type { PostSummary } from '@/lib/render/posts';

/** Date and reading time, e.g. "January 14, 2025 · 8 min read". */
export function PostMeta({ post, className = '' }: { post: Pick<PostSummary, 'date' | 'displayDate' | 'readTime'>; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{post.displayDate}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime}
      </span>
    </p>
  );
}
