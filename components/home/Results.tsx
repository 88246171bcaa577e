import { results } from '@/content/home';
import { homeStats } from '@/content/stats';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

/** The record: the claim on one side, the four statistics (the page's one band of figures) on the other. */
export function Results() {
  return (
    <Section id={results.id} tone="paper" split eyebrow={results.eyebrow} title={results.title}>
      <StatGrid stats={homeStats} columns={2} />
    </Section>
  );
}
