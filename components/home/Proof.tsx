import { proof } from '@/content/home';
import { homeStats } from '@/content/stats';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { ClientStrip } from './ClientStrip';
import { Testimonial } from './Testimonial';

/** Social proof: the testimonial, the client names and the four headline statistics. */
export function Proof() {
  return (
    <Section id="results" eyebrow={proof.eyebrow} title={proof.title}>
      <Testimonial />
      <ClientStrip />
      <StatGrid stats={homeStats} className="mt-16 md:mt-20" />
    </Section>
  );
}
