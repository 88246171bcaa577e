import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/PageShell';
import { Container } from '@/components/ui/Container';

export const metadata: Metadata = { title: 'Portfolio' };

export default function PortfolioPage() {
  return (
    <PageShell current="/portfolio">
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">Portfolio</h1>
      </Container>
    </PageShell>
  );
}
