import type { ServiceFamily } from '@/lib/content/services';
import { Section } from '@/components/ui/Section';
import { OfferingRow } from './OfferingRow';

/**
 * One family of services (its anchor is the section id). The families differ in form as they differ in kind: the
 * content services as numbered rows under a rule (what's included beside each), the LinkedIn services as ruled
 * columns, two by two from 1,024 px.
 */
export function ServiceFamilySection({ family, tone, layout }: { family: ServiceFamily; tone: 'paper' | 'white'; layout: 'rows' | 'columns' }) {
  return (
    <Section id={family.id} tone={tone} eyebrow={family.eyebrow} title={family.title} intro={family.intro}>
      <div className={layout === 'rows' ? 'border-t border-ink' : 'grid gap-x-12 lg:grid-cols-2'}>
        {family.offerings.map((offering, index) => (
          <OfferingRow key={offering.title} offering={offering} index={index} layout={layout} />
        ))}
      </div>
    </Section>
  );
}
