import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { pages } from '@/content/pages';
import { getAllPosts } from '@/lib/render/posts';
import { pageMetadata } from '@/lib/render/seo/metadata';
import { PageShell } from '@/components/layout/PageShell';
import { PostGrid } from '@/components/blog/PostGrid';
import { BlogJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';

export const metadata: Metadata = pageMetadata(pages.blog);

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <PageShell current="/blog">
      <BlogJsonLd posts={posts} />
      <section aria-labelledby="blog-title" className="bg-paper py-14 md:py-24">
        <Container>
          <header className="max-w-3xl">
            <Eyebrow className="mb-3">{blog.eyebrow}</Eyebrow>
            <h1 id="blog-title" className="text-display">
              {blog.heading}
            </h1>
            <p className="mt-5 max-w-measure text-lede text-muted">{blog.intro}</p>
            <FirstScreenEnd />
          </header>
          {posts.length > 0 ? (
            <PostGrid posts={posts} />
          ) : (
            <p className="mt-12 rounded-card border border-dashed border-line bg-white p-10 text-center text-lg text-muted">{blog.empty}</p>
          )}
        </Container>
      </section>
    </PageShell>
  );
}
