import { blog } from '@/lib/content/blog';
import { Figures } from '@/components/ui/Figures';
import type { BlogPage } from '@/lib/render/blog-pages';
import type { PostSummary, PostTopic } from '@/lib/render/posts';
import { PageShell } from '@/components/layout/PageShell';
import { BlogJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';
import { CtaBand } from '@/components/ui/CtaBand';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';
import { Pagination } from './Pagination';
import { PostIndex } from './PostIndex';
import { SearchBox } from './SearchBox';
import { TopicIndex } from './TopicIndex';

/**
 * One page of the Help Centre's list (/blog, /blog/page/2, …): the heading with the ways in beside it (the search box
 * and every topic), its posts as a ruled contents list (PostIndex), the links to the other pages; then the site's closing call to action.
 */
export function BlogList({ page, total, topics }: { page: BlogPage<PostSummary>; total: number; topics: PostTopic[] }) {
  const hasPosts = page.posts.length > 0;
  return (
    <PageShell current="/blog">
      <BlogJsonLd page={page} total={total} />
      {/* On white, as every page opens under the top bar: the posts are a ruled contents list, not cards on a band. */}
      <section aria-labelledby="blog-title" className="bg-white pb-14 pt-8 md:pb-24 md:pt-16 lg:pt-20">
        <Container>
          <header className="grid grid-cols-1 lg:grid-cols-12 lg:gap-x-16">
            <div className="lg:col-span-7">
              <Eyebrow className="mb-3">{page.number > 1 ? blog.pagination.pageOf(page.number, total) : blog.eyebrow}</Eyebrow>
              <h1 id="blog-title" className="text-display">
                {blog.heading}
              </h1>
              <p className="mt-5 max-w-measure text-balance text-lede text-standfirst">
                <Figures text={blog.intro} endTogether />
              </p>
            </div>
            {hasPosts && (
              <div className="lg:col-span-5 lg:self-end">
                <SearchBox className="mt-10 lg:mt-0" />
                <TopicIndex topics={topics} />
              </div>
            )}
          </header>
          <FirstScreenEnd />
          {hasPosts ? (
            <>
              <PostIndex posts={page.posts} />
              <Pagination current={page.number} total={total} />
            </>
          ) : (
            <p className="mt-12 border-y border-line py-10 text-center text-lg text-muted">{blog.empty}</p>
          )}
        </Container>
      </section>
      <CtaBand copy={blog.cta} />
    </PageShell>
  );
}
