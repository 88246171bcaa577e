import { impact } from '@/lib/content/portfolio';
import { impactStats } from '@/lib/content/stats';
import { StatGrid } from '@/components/ui/StatGrid';

/** The portfolio's proof beside its headline: the impact statistics, two by two. */
export function ImpactStats() {
  return (
    <section aria-labelledby="impact-title" className="lg:border-l lg:border-line lg:pl-12">
      <h2 id="impact-title" className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
        {impact.title}
      </h2>
      <StatGrid stats={impactStats} columns={2} className="mt-4 sm:mt-6" />
    </section>
  );
}
