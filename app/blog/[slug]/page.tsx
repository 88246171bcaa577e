import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getExportedSlugs, getPostBySlug, getRelatedPosts, PLACEHOLDER_SLUG } from '@/lib/render/posts';
import { postMetadata, postPath } from '@/lib/render/seo/metadata';
import { shareLinks } from '@/lib/render/share';
import { absoluteUrl } from '@/lib/render/url';
import { PageShell } from '@/components/layout/PageShell';
import { AboutCard } from '@/components/blog/AboutCard';
import { AuthorBox } from '@/components/blog/AuthorBox';
import { InShort } from '@/components/blog/InShort';
import { PostBody } from '@/components/blog/PostBody';
import { PostHeader } from '@/components/blog/PostHeader';
import { PostNotFound } from '@/components/blog/PostNotFound';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { ShareCard } from '@/components/blog/ShareCard';
import { TableOfContents } from '@/components/blog/TableOfContents';
import { PostJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';

/** Only the posts that exist are pages; any other /blog/{slug} is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  const post = getPostBySlug((await params).slug);
  if (!post) return { title: 'Post Not Found', robots: { index: false } };
  return postMetadata(post);
}

export default async function PostPage({ params }: PageProps<'/blog/[slug]'>) {
  const { slug } = await params;
  const post = getPostBySlug(slug);
  if (!post) {
    if (slug !== PLACEHOLDER_SLUG) notFound();
    return (
      <PageShell current="/blog">
        <Container className="py-24 md:py-32">
          <PostNotFound />
        </Container>
      </PageShell>
    );
  }

  return (
    <PageShell current="/blog">
      <PostJsonLd post={post} />
      <Container className="py-10 md:py-16">
        {/* Wide screens: one grid for article and sidebar; the article's parts join it through subgrid. The
            sidebar cards sit beside the post's header (rows 1 and 2: what does not fit beside the header runs on
            beside the body's start, so the body never waits under it), and the TOC under them (row 3) stays sticky
            beside the body to its end. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-16 xl:gap-x-20">
          <article
            aria-labelledby="post-title"
            className="grid min-w-0 gap-10 lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:gap-x-16 xl:gap-x-20 lg:row-span-3 lg:grid-cols-subgrid lg:grid-rows-subgrid"
          >
            <div className="min-w-0 max-w-2xl lg:col-start-1 lg:row-start-1">
              <PostHeader post={post} />
            </div>
            <TableOfContents
              entries={post.toc}
              className="lg:col-start-2 lg:row-start-3 lg:pt-4"
            />
            <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-2" data-pagefind-body>
              {post.summary && <InShort summary={post.summary} />}
              <PostBody html={post.html} />
              <AuthorBox />
            </div>
          </article>
          <aside aria-label="Article sidebar" className="space-y-6 max-lg:max-w-measure lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <ShareCard links={shareLinks({ url: absoluteUrl(postPath(post.slug)), title: post.title, excerpt: post.excerpt })} />
            <RelatedPosts groups={getRelatedPosts(post.slug)} />
            <AboutCard />
          </aside>
        </div>
      </Container>
    </PageShell>
  );
}
