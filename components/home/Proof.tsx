import { proof } from '@/content/home';
import { testimonial } from '@/content/testimonial';
import { Container } from '@/components/ui/Container';
import { Quotation } from '@/components/ui/Quotation';
import { ClientStrip } from './ClientStrip';

/**
 * The proof right under the hero, as the page's full-bleed quotation: the client's words set large on ink, then the
 * section's title and the client names as one typographic line (beside the quotation from 1,024 px).
 */
export function Proof() {
  return (
    <section id="proof" aria-labelledby="proof-title" className="bg-ink py-14 text-white md:py-20">
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-8">
          <Quotation text={testimonial.quote} name={testimonial.name} role={`${testimonial.role}, ${testimonial.company}`} tone="ink" />
        </div>
        <div className="border-t border-white/20 pt-8 lg:col-span-4 lg:border-l lg:border-t-0 lg:pl-10 lg:pt-2">
          <p className="text-sm font-semibold uppercase tracking-wider text-teal-300">{proof.eyebrow}</p>
          <h2 id="proof-title" className="mt-3 text-2xl text-white md:text-3xl">
            {proof.title}
          </h2>
          <ClientStrip />
        </div>
      </Container>
    </section>
  );
}
