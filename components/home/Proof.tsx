import { proof } from '@/content/home';
import { testimonial } from '@/content/testimonial';
import { Container } from '@/components/ui/Container';
import { Quotation } from '@/components/ui/Quotation';
import { ClientStrip } from './ClientStrip';

/**
 * The proof strip right under the hero: the client quotation, then (beside it from 1,024 px) the section's title
 * and the client names set as a typographic list.
 */
export function Proof() {
  return (
    <section id="proof" aria-labelledby="proof-title" className="border-y border-line bg-paper py-12 md:py-16">
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <Quotation text={testimonial.quote} name={testimonial.name} role={`${testimonial.role}, ${testimonial.company}`} size="compact" />
        </div>
        <div className="border-t border-line pt-8 lg:col-span-5 lg:border-l lg:border-t-0 lg:pl-12 lg:pt-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{proof.eyebrow}</p>
          <h2 id="proof-title" className="mt-3 text-2xl md:text-3xl">
            {proof.title}
          </h2>
          <ClientStrip />
        </div>
      </Container>
    </section>
  );
}
