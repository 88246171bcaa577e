import { proof, results } from '@/lib/content/home';
import { homeStats } from '@/lib/content/stats';
import { testimonial } from '@/lib/content/testimonial';
import { Container } from '@/components/ui/Container';
import { CreditRule, HangingMark } from '@/components/ui/Quotation';
import { StatGrid } from '@/components/ui/StatGrid';
import { ClientStrip } from './ClientStrip';

/**
 * The proof right under the hero, the page's one band of ink, set as a magazine sets a full-bleed pull quote: the
 * section's title as its kicker in the serif's italic, then the client's words large across the page with her credit;
 * the client names as one run-in line; and the record (the four statistics, the page's one band of figures) as a
 * ruled row. One voice that is not the hero's: the hero carries the featured study's result, so the quotation here is
 * another client's (content/testimonial.json).
 */
export function Proof() {
  return (
    <section id="proof" aria-labelledby="proof-title" className="bg-ink py-10 text-white md:py-20 lg:py-24">
      <Container>
        {/* A full-bleed quotation: the band's title as its kicker (the serif's italic, in the light accent), then the
            client's words across the page at every width, the credit under them. No column beside it to stand empty. */}
        <h2 id="proof-title" className="max-w-none font-display text-xl italic leading-7 text-accent-on-ink md:text-2xl">
          {proof.title}
        </h2>
        <figure className="mt-6 md:mt-10">
          <blockquote>
            <HangingMark className="text-accent-on-ink" />
            <p className="max-w-[26ch] text-pretty font-display text-2xl leading-[1.2] tracking-[-0.015em] text-white md:text-balance md:text-[2.25rem] md:leading-[1.15] lg:max-w-[32ch] lg:text-[3.25rem] lg:leading-[1.1] lg:tracking-[-0.02em]">
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
        <ClientStrip />
        <div id={results.id} className="mt-8 md:mt-20">
          <h3 className="font-display text-xl italic text-white md:text-2xl">{results.title}</h3>
          <StatGrid stats={homeStats} tone="ink" className="mt-5 md:mt-8" />
        </div>
      </Container>
    </section>
  );
}
