import { servicesPricing } from '@/lib/content/services';
import { Container } from '@/components/ui/Container';
import { Figures } from '@/components/ui/Figures';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { NumberedLines } from '@/components/ui/NumberedLines';

/**
 * The price anchor before the offerings (so the usual project is read before any one piece's starting price), as an
 * ink band split like the closing call to action: how a fee is set on the left; on the right (from 768 px) the price
 * guide, the usual range of a project set once in the serif with where monthly work starts under it, then the terms as
 * a ruled list. The numerals sit in a fixed column, so every term starts on the same line.
 */
export function PricingNote() {
  const { guide } = servicesPricing;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-ink py-12 text-white md:py-20">
      <Container className="grid gap-8 md:grid-cols-12 md:gap-10 lg:gap-16">
        <div className="md:col-span-6">
          <Eyebrow tone="ink">{servicesPricing.eyebrow}</Eyebrow>
          <h2 id="pricing-title" className="mt-4 text-title text-white">
            {servicesPricing.title}
          </h2>
          {servicesPricing.intro && (
            <p className="mt-5 max-w-measure text-base leading-relaxed text-slate-300 sm:text-lg">
              <Figures text={servicesPricing.intro} />
            </p>
          )}
        </div>
        <div className="md:col-span-6 md:self-center">
          <p className="max-w-none border-t border-white/30 pt-4 md:pt-5">
            <span className="block label-caps text-slate-300">{guide.label}</span>
            {/* The range as one figure, which may break only after its dash (a long range at 768 px). */}
            <span className="mt-1 block font-display text-[2.25rem] font-semibold leading-tight tracking-[-0.02em] text-white sm:text-[2.75rem] md:text-[2.25rem] lg:text-[2.75rem]">
              <span className="whitespace-nowrap">{guide.from}–</span>
              <wbr />
              <span className="whitespace-nowrap">{guide.to}</span>
            </span>
            <span className="mt-1 block text-base leading-relaxed text-slate-300 sm:text-lg">
              <Figures text={guide.note} />
            </span>
          </p>
          <NumberedLines items={servicesPricing.terms} tone="ink" className="mt-6" />
        </div>
      </Container>
    </section>
  );
}
