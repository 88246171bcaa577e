import { impact } from '@/content/portfolio';
import { impactStats } from '@/content/stats';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

export function ImpactStats() {
  return (
    <Section id="impact" tone="paper" eyebrow={impact.eyebrow} title={impact.title}>
      <StatGrid stats={impactStats} />
    </Section>
  );
}
