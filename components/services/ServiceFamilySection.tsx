import type { ServiceFamily } from '@/lib/content/services';
import { Section } from '@/components/ui/Section';
import { OfferingRow } from './OfferingRow';

/**
 * One family of services (its anchor is the section id). Every family takes one form, so an offering reads the same
 * wherever it sits: numbered rows under a rule in ink, what's included beside each from 1,024 px.
 */
export function ServiceFamilySection({ family, tone }: { family: ServiceFamily; tone: 'paper' | 'white' }) {
  return (
    <Section id={family.id} tone={tone} eyebrow={family.eyebrow} title={family.title} intro={family.intro}>
      <div className="border-t border-ink">
        {family.offerings.map((offering, index) => (
          <OfferingRow key={offering.title} offering={offering} index={index} />
        ))}
      </div>
    </Section>
  );
}
