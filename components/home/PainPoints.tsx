import { Icon } from '@/components/ui/Icon';
import { painPoints } from '@/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';

/** The claim on the left, the four problems as a numbered, ruled list on the right, then the way to /contact. */
export function PainPoints() {
  return (
    <Section id="pain-points" split eyebrow={painPoints.eyebrow} title={painPoints.title} intro={painPoints.intro}>
      <NumberedList items={painPoints.items} layout="column" />
      <div className="mt-8 flex flex-col items-start gap-4 md:mt-10 md:gap-5">
        <p className="max-w-measure text-lg font-medium text-ink">{painPoints.closing}</p>
        <ButtonLink href={painPoints.cta.href} className="w-full whitespace-nowrap sm:w-auto">
          {painPoints.cta.label}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
