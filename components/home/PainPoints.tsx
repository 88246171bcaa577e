import { painPoints } from '@/lib/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Edit } from '@/components/ui/Edit';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';

/**
 * The claim on the left, the four problems as a numbered, ruled list on the right, and their remedy shown rather than
 * promised: one of her edits (a client's line struck through, her rewrite set large) and the way to /contact, under
 * the claim from 1,024 px, after the list below. (The line of her work is the hero's alone: each thing once.)
 */
export function PainPoints() {
  return (
    <Section
      id="pain-points"
      split
      aside={
        <div className="flex flex-col items-start gap-6 md:gap-8">
          <Edit edit={painPoints.edit} className="w-full" />
          <ButtonLink href={painPoints.cta.href} className="w-full whitespace-nowrap sm:w-auto" arrow>
            {painPoints.cta.label}
          </ButtonLink>
        </div>
      }
      asideEverywhere
      eyebrow={painPoints.eyebrow} title={painPoints.title}>
      <NumberedList items={painPoints.items} layout="column" />
    </Section>
  );
}
