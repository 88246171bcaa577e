import { proof, results } from '@/lib/content/home';
import { homeStats } from '@/lib/content/stats';
import { testimonial } from '@/lib/content/testimonial';
import { Container } from '@/components/ui/Container';
import { Quotation } from '@/components/ui/Quotation';
import { StatGrid } from '@/components/ui/StatGrid';
import { ClientStrip } from './ClientStrip';
import { Eyebrow } from '@/components/ui/Eyebrow';

/**
 * The proof right under the hero, as one band on ink: the client's words set large, with the section's title and the
 * client names as one typographic line beside them from 1,024 px, and the record (the four statistics, the page's
 * one band of figures) under a hairline in the same band. One voice that is not the hero's: the hero carries the
 * featured study's result, so the quotation here is another client's (content/testimonial.json), and the figures
 * close the band rather than opening a second one.
 */
export function Proof() {
  return (
    <section id="proof" aria-labelledby="proof-title" className="bg-ink py-12 text-white md:py-20">
      <Container>
        <div className="grid gap-6 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-8">
            <Quotation text={testimonial.quote} name={testimonial.name} role={`${testimonial.role}, ${testimonial.company}`} tone="ink" />
          </div>
          <div className="border-t border-white/20 pt-6 lg:col-span-4 lg:border-l lg:border-t-0 lg:pl-10 lg:pt-2">
            <Eyebrow tone="ink">{proof.eyebrow}</Eyebrow>
            <h2 id="proof-title" className="mt-3 text-2xl text-white md:text-3xl">
              {proof.title}
            </h2>
            <ClientStrip />
          </div>
        </div>
        <div id={results.id} className="mt-10 md:mt-16">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-300">{results.title}</h3>
          <StatGrid stats={homeStats} tone="ink" className="mt-4 md:mt-6" />
        </div>
      </Container>
    </section>
  );
}
