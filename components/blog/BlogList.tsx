import { blog } from '@/content/blog';
import type { BlogPage } from '@/lib/render/blog-pages';
import type { PostSummary } from '@/lib/render/posts';
import { PageShell } from '@/components/layout/PageShell';
import { BlogJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';
import { Pagination } from './Pagination';
import { PostGrid } from './PostGrid';
import { SearchBox } from './SearchBox';

/** One page of the Help Centre's list (/blog, /blog/page/2, …): the search box, its posts as cards, the links to the other pages. */
export function BlogList({ page, total }: { page: BlogPage<PostSummary>; total: number }) {
  return (
    <PageShell current="/blog">
      <BlogJsonLd page={page} total={total} />
      <section aria-labelledby="blog-title" className="bg-paper py-14 md:py-24">
        <Container>
          <header className="max-w-3xl">
            <Eyebrow className="mb-3">{page.number > 1 ? blog.pagination.pageOf(page.number, total) : blog.eyebrow}</Eyebrow>
            <h1 id="blog-title" className="text-display">
              {blog.heading}
            </h1>
            <p className="mt-5 max-w-measure text-lede text-muted">{blog.intro}</p>
            <FirstScreenEnd />
          </header>
          {page.posts.length > 0 ? (
            <>
              <SearchBox />
              <PostGrid posts={page.posts} />
              <Pagination current={page.number} total={total} />
            </>
          ) : (
            <p className="mt-12 rounded-card border border-dashed border-line bg-white p-10 text-center text-lg text-muted">{blog.empty}</p>
          )}
        </Container>
      </section>
    </PageShell>
  );
}
