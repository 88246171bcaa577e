import { blog } from '@/lib/content/blog';
import type { PostSummary } from '@/lib/render/posts';
import { categoryPath } from '@/lib/render/categories';
import { Badge } from '@/components/ui/Badge';

/** A listed post's category (a link to its hub, above the row's own link) and, in a draft preview, its draft mark. */
export function PostBadges({ post, className = '' }: { post: PostSummary; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Badge href={categoryPath(post.categorySlug)} className="relative z-10">
        {post.category}
      </Badge>
      {post.draft && <Badge>{blog.draftLabel}</Badge>}
    </div>
  );
}
