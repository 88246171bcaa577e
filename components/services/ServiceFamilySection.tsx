import type { ServiceFamily } from '@/content/services';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { OfferingRow } from './OfferingRow';

/** One family of services (its anchor is the section id), its offerings in a single card. */
export function ServiceFamilySection({ family, tone }: { family: ServiceFamily; tone: 'paper' | 'white' }) {
  return (
    <Section id={family.id} tone={tone} eyebrow={family.eyebrow} title={family.title} intro={family.intro}>
      <Card className="md:!p-12">
        {family.offerings.map((offering, index) => (
          <OfferingRow key={offering.title} offering={offering} index={index} />
        ))}
      </Card>
    </Section>
  );
}
