import { impact } from '@/lib/content/portfolio';
import { impactStats } from '@/lib/content/stats';
import { Container } from '@/components/ui/Container';
import { StatGrid } from '@/components/ui/StatGrid';

/** The portfolio's figures under its first screen: the impact statistics in one row from 1,024 px, two by two below. */
export function ImpactStats() {
  return (
    <section aria-labelledby="impact-title" className="border-b border-line bg-white pb-12 md:pb-16">
      <Container>
        <h2 id="impact-title" className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
          {impact.title}
        </h2>
        <StatGrid stats={impactStats} className="mt-4 sm:mt-6" />
      </Container>
    </section>
  );
}
