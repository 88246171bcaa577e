import type { ServiceFamily } from '@/lib/content/services';
import { Section } from '@/components/ui/Section';
import { OfferingRow } from './OfferingRow';

/**
 * One family of services (its anchor is the section id), under a rule in ink. A family of five runs as numbered rows,
 * what's included beside each from 1,024 px; a family of four (LinkedIn) sits two by two from 768 px, with a
 * hairline between the columns, so the page does not repeat one form down its whole length.
 */
export function ServiceFamilySection({ family, tone }: { family: ServiceFamily; tone: 'paper' | 'white' }) {
  const grid = family.offerings.length % 2 === 0 && family.offerings.length <= 4;
  return (
    <Section id={family.id} tone={tone} eyebrow={family.eyebrow} title={family.title} intro={family.intro}>
      <div className={`border-t border-ink ${grid ? 'md:grid md:grid-cols-2 md:gap-x-16 md:bg-[linear-gradient(var(--color-line),var(--color-line))] md:bg-[length:1px_100%] md:bg-center md:bg-no-repeat' : ''}`}>
        {family.offerings.map((offering, index) => (
          <OfferingRow key={offering.title} offering={offering} index={index} layout={grid ? 'cell' : 'row'} />
        ))}
      </div>
    </Section>
  );
}
