import { blog } from '@/lib/content/blog';
import type { PostTopic } from '@/lib/render/posts';
import { localHref } from '@/lib/render/url';

/** The Help Centre's topics as a ruled index, each with how many articles it holds: the list page's way in by subject. */
export function TopicIndex({ topics }: { topics: PostTopic[] }) {
  return (
    <nav aria-labelledby="topic-index" className="mt-8">
      <h2 id="topic-index" className="font-sans label-caps text-muted">
        {blog.topic.allTopics}
      </h2>
      <ul className="mt-3 max-w-none divide-y divide-line border-y border-line">
        {topics.map((topic) => (
          <li key={topic.slug} className="max-w-none">
            <a href={localHref(topic.path)} className="flex min-h-11 items-baseline justify-between gap-4 py-2.5 font-display text-lg text-ink hover:text-accent">
              {topic.name}
              <span className="shrink-0 font-sans text-sm text-muted">{blog.topic.count(topic.posts.length)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
