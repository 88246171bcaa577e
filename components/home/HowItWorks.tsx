import { howItWorks } from '@/lib/content/home';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CheckList } from '@/components/ui/CheckList';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';

/**
 * The comparison of the two service families under its own kicker (each column with a quiet link to its part of
 * /services, the one 'Explore Services' button after both), then the three steps every project follows under
 * theirs ("How it works"): the steps are the page's #how-it-works, where the hero's second button lands, so the words
 * over each part say what it is. From 768 px the two columns share their rows (a subgrid), so the lists, the "best
 * for" lines and the links line up across them whatever the taglines' length.
 */
export function HowItWorks() {
  const processTitle = `${howItWorks.id}-title`;
  return (
    <Section id={howItWorks.sectionId} eyebrow={howItWorks.eyebrow} title={howItWorks.title}>
      <div className="grid gap-6 md:grid-cols-2 md:gap-x-10 md:gap-y-0 lg:gap-x-16">
        {howItWorks.columns.map((column) => (
          <article key={column.name} className="flex flex-col border-t-2 border-ink pt-5 md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0 md:pt-8">
            <h3 className="font-display text-2xl font-semibold tracking-tight md:text-3xl">{column.name}</h3>
            <p className="mt-2 max-w-measure text-muted md:mt-3 md:text-lg">{column.tagline}</p>
            <CheckList items={column.points} className="mt-3 md:mt-7 md:border-t md:border-line md:pt-7" />
            <p className="mt-auto self-end pt-8 text-sm text-muted max-sm:hidden">
              <span className="label-caps text-ink">{howItWorks.bestForLabel}</span>
              <span aria-hidden="true" className="mx-2 text-line">
                |
              </span>
              {column.bestFor}
            </p>
            {/* Each column's own way on, to its part of /services; the section's one button follows both columns. */}
            <ArrowLink href={column.link.href} className="mt-1 self-start justify-self-start sm:mt-3">
              {column.link.label}
            </ArrowLink>
          </article>
        ))}
      </div>

      <ButtonLink href={howItWorks.cta.href} className="mt-6 w-full sm:w-auto md:mt-12" arrow>
        {howItWorks.cta.label}
      </ButtonLink>

      <section id={howItWorks.id} aria-labelledby={processTitle} className="mt-10 border-t border-line pt-8 md:mt-20 md:pt-12">
        <Eyebrow className="mb-2 md:mb-3">{howItWorks.processEyebrow}</Eyebrow>
        <h3 id={processTitle} className="font-display text-title font-semibold">
          {howItWorks.processLabel}
        </h3>
        <NumberedList items={howItWorks.steps} heading="h4" className="mt-4 md:mt-6" />
      </section>
    </Section>
  );
}
