import { howItWorks } from '@/lib/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CheckList } from '@/components/ui/CheckList';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';

/** The comparison of the two service families, then the three steps every project follows. */
export function HowItWorks() {
  return (
    <Section id={howItWorks.id} tone="paper" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro}>
      <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
        {howItWorks.columns.map((column) => (
          <article key={column.name} className="flex flex-col border-t-2 border-ink pt-5 md:pt-8">
            <h3 className="font-display text-2xl font-semibold tracking-tight md:text-3xl">{column.name}</h3>
            <p className="mt-2 max-w-measure text-muted md:mt-3 md:text-lg">{column.tagline}</p>
            <CheckList items={column.points} className="mt-3 md:mt-7 md:border-t md:border-line md:pt-7" />
            <p className="mt-auto pt-8 text-sm text-muted max-sm:hidden">
              <span className="font-semibold uppercase tracking-wider text-ink">{howItWorks.bestForLabel}</span>
              <span aria-hidden="true" className="mx-2 text-line">
                |
              </span>
              {column.bestFor}
            </p>
          </article>
        ))}
      </div>

      <div className="mt-8 md:mt-20">
        <h3 className="font-display text-xl italic text-ink md:text-2xl">{howItWorks.processLabel}</h3>
        <NumberedList items={howItWorks.steps} layout="row" heading="h4" className="mt-4 md:mt-6" />
      </div>

      <ButtonLink href={howItWorks.cta.href} className="mt-8 w-full sm:w-auto md:mt-14" arrow>
        {howItWorks.cta.label}
      </ButtonLink>
    </Section>
  );
}
