import { proof, results } from '@/lib/content/home';
import { homeStats } from '@/lib/content/stats';
import { testimonial } from '@/lib/content/testimonial';
import { Container } from '@/components/ui/Container';
import { CreditRule, HangingMark } from '@/components/ui/Quotation';
import { StatGrid } from '@/components/ui/StatGrid';
import { ClientStrip } from './ClientStrip';

/**
 * The proof right under the hero, the page's one band of ink, set as a magazine sets a full-bleed pull quote: the
 * section's title as a line in the serif, then the client's words large with her credit (from 1,024 px the title in
 * the left third, the words in the two thirds beside it); the client names as one run-in line; and the record (the
 * four statistics, the page's one band of figures) as a ruled row. One voice that is not the hero's: the hero carries
 * the featured study's result, so the quotation here is another client's (content/testimonial.json).
 */
export function Proof() {
  return (
    <section id="proof" aria-labelledby="proof-title" className="bg-ink py-10 text-white md:py-20 lg:py-24">
      <Container>
        {/* From 1,024 px the quotation fills the right two thirds and the title stands in the left third at its foot,
            level with the credit under a hairline, as a caption: no empty column under a title at the top. */}
        <div className="lg:grid lg:grid-cols-12 lg:gap-x-16">
          <h2 id="proof-title" className="text-2xl text-white md:text-3xl lg:col-span-4 lg:row-start-1 lg:self-end lg:border-t lg:border-white/40 lg:pt-5 lg:text-balance">
            {proof.title}
          </h2>
          <figure className="mt-8 md:mt-12 lg:col-span-8 lg:row-start-1 lg:mt-0">
            <blockquote>
              <HangingMark className="text-accent-on-ink" />
              <p className="max-w-[26ch] text-pretty font-display text-2xl leading-[1.2] tracking-[-0.015em] text-white md:text-balance md:text-[2.25rem] md:leading-[1.15] lg:max-w-[30ch] lg:text-[2.75rem] lg:leading-[1.12] lg:tracking-[-0.02em]">
                {testimonial.quote}
              </p>
            </blockquote>
            <figcaption className="mt-6 flex gap-3 sm:gap-4 md:mt-10">
              <CreditRule className="bg-accent-on-ink" />
              <span>
                <span className="block label-caps leading-6 text-white">{testimonial.name}</span>
                <span className="block text-slate-300">{`${testimonial.role}, ${testimonial.company}`}</span>
              </span>
            </figcaption>
          </figure>
        </div>
        <ClientStrip />
        <div id={results.id} className="mt-8 md:mt-20">
          <h3 className="font-display text-xl italic text-white md:text-2xl">{results.title}</h3>
          <StatGrid stats={homeStats} tone="ink" className="mt-5 md:mt-8" />
        </div>
      </Container>
    </section>
  );
}
