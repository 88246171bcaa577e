import { CalendarDays, Clock } from 'lucide-react';

/** Date and reading time, e.g. "January 14, 2025 · 8 min read". */
export function PostMeta({ date, displayDate, readTime, className = '' }: { date: string; displayDate: string; readTime: string; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={date}>{displayDate}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readTime}
      </span>
    </p>
  );
}
