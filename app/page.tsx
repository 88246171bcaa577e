import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageShell } from '@/components/layout/PageShell';
import { HomeJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';

export const metadata: Metadata = pageMetadata(pages.home);

export default function HomePage() {
  return (
    <PageShell current="/">
      <HomeJsonLd />
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">Content that gets found, read and quoted</h1>
      </Container>
    </PageShell>
  );
}
