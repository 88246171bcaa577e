import { PageShell } from '@/components/layout/PageShell';
import { Container } from '@/components/ui/Container';

export default function HomePage() {
  return (
    <PageShell current="/">
      <Container className="py-24">
        <h1 className="text-5xl font-bold tracking-tight">Content that gets found, read and quoted</h1>
      </Container>
    </PageShell>
  );
}
