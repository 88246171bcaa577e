import { Icon } from '@/components/ui/Icon';
import { painPoints } from '@/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';

/** The claim on the left, the four problems as a numbered, ruled list on the right, then the way to /contact. */
export function PainPoints() {
  return (
    <Section id="pain-points" split eyebrow={painPoints.eyebrow} title={painPoints.title} intro={painPoints.intro}>
      <ol className="border-t border-line">
        {painPoints.items.map((item, index) => (
          <li key={item.title} className="grid gap-x-6 border-b border-line py-7 sm:grid-cols-[3rem_1fr] md:py-8">
            <span aria-hidden="true" className="font-display text-2xl font-semibold text-accent">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className="mt-2 sm:mt-0">
              <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-2 max-w-measure text-muted">{item.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-start gap-5">
        <p className="max-w-measure text-lg font-medium text-ink">{painPoints.closing}</p>
        <ButtonLink href={painPoints.cta.href} className="w-full whitespace-nowrap sm:w-auto">
          {painPoints.cta.label}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
