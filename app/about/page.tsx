import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/PageShell';
import { Container } from '@/components/ui/Container';

export const metadata: Metadata = { title: 'About' };

export default function AboutPage() {
  return (
    <PageShell current="/about">
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">About</h1>
      </Container>
    </PageShell>
  );
}
