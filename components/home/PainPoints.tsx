import { painPoints } from '@/lib/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Figures } from '@/components/ui/Figures';
import { Section } from '@/components/ui/Section';

/**
 * The claim, then the four problems as clients put them, unnumbered: each title is what a client says, in the display
 * serif's italic between quotation marks (the opening mark hung into the margin, so the words align with the
 * explanation under them), in ruled rows, two by two from 1,024 px; then the way to /contact. (Her edit, the remedy
 * shown, is the hero's: each thing once.) The marks are the component's:
 * the italic's subset adds them (`italicMarks`, scripts/prebuild/subset-font.ts), as it takes the titles.
 */
export function PainPoints() {
  return (
    <Section
      id="pain-points"
      tone="paper"
      eyebrow={painPoints.eyebrow} title={painPoints.title}>
      <ul className="border-t border-line md:grid md:grid-cols-2 md:gap-x-10 lg:gap-x-16">
        {painPoints.items.map((item) => (
          <li key={item.title} className="max-w-none border-b border-line py-3 md:py-7">
            <h3 className="font-display text-[1.3125rem] font-semibold italic leading-snug tracking-[-0.01em] text-ink md:text-2xl">
              <span className="xl:-ml-[0.42em]">“</span>
              {item.title}”
            </h3>
            <p className="mt-1 max-w-measure text-muted max-sm:text-base max-sm:leading-relaxed md:mt-2">
              <Figures text={item.body} />
            </p>
          </li>
        ))}
      </ul>
      <ButtonLink href={painPoints.cta.href} className="mt-8 w-full whitespace-nowrap sm:w-auto md:mt-10" arrow>
        {painPoints.cta.label}
      </ButtonLink>
    </Section>
  );
}
