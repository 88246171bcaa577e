import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getExportedSlugs, getPostBySlug, getRelatedPosts, PLACEHOLDER_SLUG } from '@/lib/render/posts';
import { postMetadata, postPath } from '@/lib/render/seo/metadata';
import { shareLinks } from '@/lib/render/share';
import { absoluteUrl } from '@/lib/render/url';
import { PageShell } from '@/components/layout/PageShell';
import { AboutCard } from '@/components/blog/AboutCard';
import { sidebarCardId } from '@/components/blog/SidebarCard';
import { blog } from '@/lib/content/blog';
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
    <PageShell current="/blog" structuredData={<PostJsonLd post={post} />}>
      <Container className="py-10 md:py-16">
        {/* Wide screens: one grid for article and sidebar; the article's parts join it through subgrid. The post's
            header spans both columns, as a magazine opens a feature. Under it the body keeps the measure (37 rem of 18 px
            text, about 67 characters) and the sidebar sits one gap to its right, out to the page's edge, both starting on
            the same line. The sidebar's column carries its parts down the article's length, as a magazine's margin does:
            the TOC at the top, sticky (rows 2 to 4, its grid area, so it stays in view beside the body as it is read);
            the share and related cards halfway down (row 3), passing under the TOC as they scroll by; the About card
            (row 5) beside the body's end. Rows 2 and 4 share the rest of the body's height and are each at least a
            window tall less the bar, the TOC's own greatest height, so the TOC never starts or parks over the cards.
            From 768 to 1,023 px the post is one column of at most 44 rem, centred (at 768 px it is the container, from
            the page's left edge, the logo's): header, contents, body and sidebar on one axis, the body set a step
            larger (20 px, about 67 characters a line) so the column is used at the measure rather than leaving a wide
            empty margin beside a narrow one; the title sets in two lines there. */}
        <div className="grid gap-10 md:max-lg:mx-auto md:max-lg:max-w-[44rem] lg:grid-cols-[minmax(0,var(--container-post))_minmax(20rem,1fr)] lg:grid-rows-[auto_minmax(calc(100dvh_-_5rem),1fr)_auto_minmax(calc(100dvh_-_5rem),1fr)_auto] lg:gap-x-16 xl:grid-cols-[var(--container-post)_minmax(22rem,1fr)] xl:gap-x-24">
          <article
            aria-labelledby="post-title"
            className="grid min-w-0 gap-10 lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:gap-x-16 xl:gap-x-24 lg:row-span-5 lg:grid-cols-subgrid lg:grid-rows-subgrid"
          >
            <div className="min-w-0 max-w-2xl md:max-lg:max-w-none lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:max-w-[52rem]">
              <PostHeader post={post} />
            </div>
            <TableOfContents
              entries={post.toc}
              className="lg:col-start-2 lg:row-span-3 lg:row-start-2"
            />
            <div className="min-w-0 lg:col-start-1 lg:row-span-4 lg:row-start-2" data-pagefind-body>
              {post.summary && <InShort summary={post.summary} />}
              <PostBody html={post.html} className="md:max-lg:max-w-none md:max-lg:text-xl" />
              <AuthorBox />
            </div>
          </article>
          <aside aria-label="Article sidebar" className="space-y-10 max-md:max-w-measure lg:col-start-2 lg:row-start-3">
            <ShareCard links={shareLinks({ url: absoluteUrl(postPath(post.slug)), title: post.title, excerpt: post.excerpt })} />
            <RelatedPosts groups={getRelatedPosts(post.slug)} />
          </aside>
          <aside aria-labelledby={sidebarCardId(blog.about.title)} className="max-md:max-w-measure lg:col-start-2 lg:row-start-5 lg:self-end">
            <AboutCard />
          </aside>
        </div>
      </Container>
    </PageShell>
  );
}
