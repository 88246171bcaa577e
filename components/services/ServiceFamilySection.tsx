import type { ServiceFamily } from '@/lib/content/services';
import { Section } from '@/components/ui/Section';
import { WorkExcerpt } from '@/components/ui/WorkExcerpt';
import { heroProof } from '@/lib/content/case-studies';
import { OfferingRow } from './OfferingRow';

/**
 * One family of services (its anchor is the section id), under a rule in ink. A family of five runs as rows (name and
 * price beside the offer and its scope from 768 px, the three side by side from 1,024); a family of four (LinkedIn) sits
 * two by two from 1,024 px, with a hairline between the columns (from 1,024 px: at 768 a half column left its text
 * against the page's edge), so the page does not repeat one form down its whole length.
 * Beside the intro from 768 px (after it, a step smaller, below that), a line of her work of that kind (the sample the
 * family's `work` names in content/pages/services.json), set as the clipping home's hero uses.
 */
export function ServiceFamilySection({ family, tone }: { family: ServiceFamily; tone: 'paper' | 'white' }) {
  const grid = family.offerings.length % 2 === 0 && family.offerings.length <= 4;
  return (
    <Section
      id={family.id}
      tone={tone}
      eyebrow={family.eyebrow}
      title={family.title}
      headerAside={
        <WorkExcerpt
          excerpt={family.sample.excerpt}
          label={heroProof.workLabel}
          url={family.sample.url}
          client={family.sample.title}
          kind={family.sample.type}
          compact
        />
      }
      // Who the family is for, set as the offer's first line: in the serif, in ink; from 768 px, beside the clipping,
      // behind a rule in the accent as the clipping is (on phones the clipping follows it, and one rule is enough).
      intro={<p className="max-w-measure font-display text-lg font-semibold leading-snug text-ink text-pretty sm:text-xl md:border-l-2 md:border-accent md:pl-5 md:text-2xl">{family.intro}</p>}
    >
      <div className={`border-t border-ink ${grid ? 'lg:grid lg:grid-cols-2 lg:gap-x-16 lg:bg-[linear-gradient(var(--color-line),var(--color-line))] lg:bg-[length:1px_100%] lg:bg-center lg:bg-no-repeat' : ''}`}>
        {family.offerings.map((offering) => (
          <OfferingRow key={offering.title} offering={offering} layout={grid ? 'cell' : 'row'} />
        ))}
      </div>
    </Section>
  );
}
