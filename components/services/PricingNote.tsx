import { servicesPricing } from '@/lib/content/services';
import { Container } from '@/components/ui/Container';
import { Figures } from '@/components/ui/Figures';
import { Eyebrow } from '@/components/ui/Eyebrow';

/**
 * The price anchor between the two families: how a fee is set, as an ink band split like the closing call to action
 * (the promise large on the left, its terms as a ruled list on the right, from 768 px), so the page does not read as nine rows
 * of one form. The numerals sit in a fixed column, so every term starts on the same line.
 */
export function PricingNote() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-ink py-12 text-white md:py-20">
      <Container className="grid gap-8 md:grid-cols-12 md:gap-10 lg:gap-16">
        <div className="md:col-span-6">
          <Eyebrow tone="ink">{servicesPricing.eyebrow}</Eyebrow>
          <h2 id="pricing-title" className="mt-4 text-title text-white">
            {servicesPricing.title}
          </h2>
          {servicesPricing.intro && (
            <p className="mt-5 max-w-measure text-lg leading-relaxed text-slate-300">
              <Figures text={servicesPricing.intro} />
            </p>
          )}
        </div>
        <ol className="max-w-none divide-y divide-white/15 border-y border-white/30 md:col-span-6 md:self-center">
          {servicesPricing.terms.map((term, index) => (
            <li key={term} className="flex max-w-none items-baseline gap-5 py-4 md:py-5">
              <span aria-hidden="true" className="w-10 shrink-0 font-display text-2xl font-semibold tabular-nums text-teal-300">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="text-lg text-white">
                <Figures text={term} />
              </span>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
