import { Figures } from '@/components/ui/Figures';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { caseStudyPage as copy } from '@/lib/content/case-studies';
import { serviceFamilies } from '@/lib/content/services';
import type { RelatedService } from '@/lib/render/case-studies';
import { Section } from '@/components/ui/Section';

const offerings = new Map(serviceFamilies.flatMap((family) => family.offerings.map((offering) => [offering.title, offering] as const)));

/**
 * The services the project drew on, each linking to its family's section on /services: a ruled list under a rule in
 * ink, as /services sets its offerings (the title in the serif, its description, the link), one service a line at
 * any count, so a single service is never a card alone in its row. Title beside the description from 768 px, the link
 * in a column of its own from 1,024.
 */
export function RelatedServices({ services }: { services: RelatedService[] }) {
  return (
    <Section id="related-services" tone="paper" eyebrow={copy.services} title={copy.servicesTitle}>
      <ul className="border-t border-ink">
        {services.map((service) => (
          <li key={service.title} className="grid max-w-none gap-2 border-b border-line py-6 md:grid-cols-12 md:gap-x-10 md:py-8 lg:items-baseline">
            <h3 className="font-display text-xl font-semibold tracking-tight sm:text-2xl md:col-span-5 lg:col-span-4">
              <Figures text={service.title} endTogether />
            </h3>
            <p className="text-muted md:col-span-7 lg:col-span-5">
              <Figures text={offerings.get(service.title)?.description ?? ''} endTogether />
            </p>
            <ArrowLink href={service.path} className="w-fit md:col-span-7 md:col-start-6 lg:col-span-3 lg:col-start-auto lg:justify-self-end" context={service.title}>
              {copy.serviceLink}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
