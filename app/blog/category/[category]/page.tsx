import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blog } from '@/lib/content/blog';
import { getExportedTopicSlugs, getTopic, getTopics } from '@/lib/render/posts';
import { topicMetadata } from '@/lib/render/seo/metadata';
import { PageShell } from '@/components/layout/PageShell';
import { PostGrid } from '@/components/blog/PostGrid';
import { SearchBox } from '@/components/blog/SearchBox';
import { TopicLinks } from '@/components/blog/TopicLinks';
import { TopicJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';

/** Only the categories that exist are hubs; any other /blog/category/{slug} is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedTopicSlugs().map((category) => ({ category }));
}

export async function generateMetadata({ params }: PageProps<'/blog/category/[category]'>): Promise<Metadata> {
  const topic = getTopic((await params).category);
  return topic ? topicMetadata(topic) : { title: blog.notFound.title, robots: { index: false } };
}

/** A topic hub: every post in one category, newest first, as the same cards as the Help Centre. */
export default async function TopicPage({ params }: PageProps<'/blog/category/[category]'>) {
  const topic = getTopic((await params).category);
  // Only the placeholder an empty blog exports gets here; scripts/postbuild/remove-placeholder-post.ts deletes it.
  if (!topic) notFound();
  return (
    <PageShell current="/blog" structuredData={<TopicJsonLd topic={topic} />}>
      <section aria-labelledby="topic-title" className="bg-paper py-14 md:py-24">
        <Container>
          <header className="max-w-3xl">
            <Eyebrow className="mb-3">{blog.topic.eyebrow}</Eyebrow>
            <h1 id="topic-title" className="text-[2rem] leading-tight tracking-tight sm:text-5xl">
              {topic.name}
            </h1>
            <p className="mt-5 max-w-measure text-lede text-standfirst">{blog.topic.intro(topic.name, topic.posts.length)}</p>
            <FirstScreenEnd />
          </header>
          <TopicLinks topics={getTopics()} current={topic.slug} />
          <SearchBox />
          <PostGrid posts={topic.posts} />
        </Container>
      </section>
    </PageShell>
  );
}
