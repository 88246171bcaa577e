import { proof } from '@/content/home';
import { homeStats } from '@/content/stats';
import type { CaseStudy } from '@/lib/render/case-studies';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { ClientStrip } from './ClientStrip';
import { FeaturedCaseStudy } from './FeaturedCaseStudy';
import { Testimonial } from './Testimonial';

/** Social proof: the testimonial, the featured case study, the client names and the four headline statistics. */
export function Proof({ featured }: { featured?: CaseStudy }) {
  return (
    <Section id="results" eyebrow={proof.eyebrow} title={proof.title}>
      <Testimonial />
      {featured && <FeaturedCaseStudy study={featured} />}
      <ClientStrip />
      <StatGrid stats={homeStats} className="mt-16 md:mt-20" />
    </Section>
  );
}
