import { results } from '@/content/home';
import { homeStats } from '@/content/stats';
import type { CaseStudy } from '@/lib/render/case-studies';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { FeaturedCaseStudy } from './FeaturedCaseStudy';

/** Near the foot of the page: the featured case study, then the four headline statistics. */
export function Results({ featured }: { featured?: CaseStudy }) {
  return (
    <Section id={results.id} tone="paper" eyebrow={results.eyebrow} title={results.title}>
      {featured && <FeaturedCaseStudy study={featured} />}
      <StatGrid stats={homeStats} className={featured ? 'mt-16 md:mt-24' : ''} />
    </Section>
  );
}
