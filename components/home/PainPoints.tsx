import { painPoints } from '@/lib/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';

/**
 * The claim on the left, the four problems as a numbered, ruled list on the right; the closing line and the way to
 * /contact under the claim from 1,024 px, after the list below. (The line of her work is the hero's alone: each thing once.)
 */
export function PainPoints() {
  return (
    <Section
      id="pain-points"
      split
      aside={
        <div className="flex flex-col items-start gap-3 border-t-[3px] border-ink pt-5 md:gap-5 lg:pt-6">
          <p className="max-w-measure text-pretty font-display text-2xl leading-snug tracking-[-0.01em] text-ink md:text-[1.75rem]">{painPoints.closing}</p>
          <ButtonLink href={painPoints.cta.href} className="w-full whitespace-nowrap sm:w-auto" arrow>
            {painPoints.cta.label}
          </ButtonLink>
        </div>
      }
      asideEverywhere
      eyebrow={painPoints.eyebrow} title={painPoints.title} intro={painPoints.intro}>
      <NumberedList items={painPoints.items} layout="column" />
    </Section>
  );
}
