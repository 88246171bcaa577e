import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import type { PostTopic } from '@/lib/render/posts';
import { localHref } from '@/lib/render/url';
import { ButtonLink } from '@/components/ui/ButtonLink';

const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors';

/** Above a hub's posts: every topic as a chip (the current one marked) and the way back to the Help Centre. */
export function TopicLinks({ topics, current }: { topics: PostTopic[]; current: string }) {
  return (
    <nav aria-label={blog.topic.allTopics} className="mt-10 flex flex-col gap-4 border-y border-line py-6 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <h2 className="font-sans label-caps text-muted">{blog.topic.allTopics}</h2>
        <ul className="flex flex-wrap gap-2.5">
          {topics.map((topic) => (
            <li key={topic.slug}>
              {topic.slug === current ? (
                <span aria-current="page" className={`${chip} border-accent bg-accent text-white`}>
                  {topic.name}
                </span>
              ) : (
                <a href={localHref(topic.path)} className={`${chip} border-line bg-white text-ink hover:border-accent hover:text-accent`}>
                  {topic.name}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink href="/blog" variant="secondary" className="self-start !min-h-11 !px-4 text-sm md:self-auto">
        <Icon name="arrow-left" className="size-4" />
        {blog.backToBlog}
      </ButtonLink>
    </nav>
  );
}
