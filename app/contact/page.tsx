import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageShell } from '@/components/layout/PageShell';
import { Container } from '@/components/ui/Container';

export const metadata: Metadata = pageMetadata(pages.contact);

export default function ContactPage() {
  return (
    <PageShell current="/contact">
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">Contact</h1>
      </Container>
    </PageShell>
  );
}
