import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageShell } from '@/components/layout/PageShell';
import { AboutJsonLd } from '@/components/seo/PageJsonLd';
import { Container } from '@/components/ui/Container';

export const metadata: Metadata = pageMetadata(pages.about);

export default function AboutPage() {
  return (
    <PageShell current="/about">
      <AboutJsonLd />
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">About</h1>
      </Container>
    </PageShell>
  );
}
