import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/PageShell';
import { Container } from '@/components/ui/Container';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <PageShell current="/contact">
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">Contact</h1>
      </Container>
    </PageShell>
  );
}
