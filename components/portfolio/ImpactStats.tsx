import { impact, portfolioFigures } from '@/lib/content/portfolio';
import { Container } from '@/components/ui/Container';
import { StatGrid } from '@/components/ui/StatGrid';

/**
 * The portfolio's figures under the case studies, counted from the work on the page (lib/content/portfolio.ts
 * `portfolioFigures`), so none repeats a claim of the home page: one row from 1,024 px, two by two below.
 */
export function ImpactStats() {
  return (
    <section aria-labelledby="impact-title" className="border-b border-line bg-white pb-12 md:pb-16">
      <Container>
        <h2 id="impact-title" className="font-sans label-caps text-muted">
          {impact.title}
        </h2>
        <StatGrid stats={portfolioFigures} className="mt-4 sm:mt-6" />
      </Container>
    </section>
  );
}
