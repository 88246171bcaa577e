import { ArrowLeft } from 'lucide-react';
import { blog } from '@/content/blog';
import type { PostTopic } from '@/lib/render/posts';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** Under a hub's posts: every topic (the current one marked) and the way back to the Help Centre. */
export function TopicLinks({ topics, current }: { topics: PostTopic[]; current: string }) {
  return (
    <nav aria-label={blog.topic.allTopics} className="mt-14 border-t border-line pt-8">
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">{blog.topic.allTopics}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {topics.map((topic) => (
          <li key={topic.slug}>
            {topic.slug === current ? (
              <span aria-current="page" className="inline-flex min-h-6 items-center rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
                {topic.name}
              </span>
            ) : (
              <Badge href={topic.path}>{topic.name}</Badge>
            )}
          </li>
        ))}
      </ul>
      <ButtonLink href="/blog" variant="secondary" className="mt-8 !min-h-11 !px-4 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {blog.backToBlog}
      </ButtonLink>
    </nav>
  );
}
