import { Icon } from '@/components/ui/Icon';
import { caseStudyPage as copy } from '@/lib/content/case-studies';
import { serviceFamilies } from '@/lib/content/services';
import type { RelatedService } from '@/lib/render/case-studies';
import { localHref } from '@/lib/render/url';
import { Section } from '@/components/ui/Section';

const offerings = new Map(serviceFamilies.flatMap((family) => family.offerings.map((offering) => [offering.title, offering] as const)));

/**
 * The services the project drew on, each linking to its family's section on /services: two or more as cards two
 * across from 1,024 px; one alone as a card across the row, its title beside its description and link (as an offering
 * row on /services), never a half-width card beside an empty half.
 */
export function RelatedServices({ services }: { services: RelatedService[] }) {
  const single = services.length === 1;
  return (
    <Section id="related-services" tone="paper" eyebrow={copy.services} title={copy.servicesTitle}>
      <ul className={`grid gap-5 md:gap-6 ${single ? '' : 'lg:grid-cols-2'}`}>
        {services.map((service) => (
          <li
            key={service.title}
            className={`flex max-w-none flex-col rounded-card border border-line bg-white p-6 md:p-8 ${single ? 'lg:grid lg:grid-cols-12 lg:items-baseline lg:gap-x-10 lg:p-10' : ''}`}
          >
            <h3 className={`font-display text-xl font-semibold tracking-tight sm:text-2xl ${single ? 'lg:col-span-5' : ''}`}>{service.title}</h3>
            <p className={`mt-3 text-muted ${single ? 'lg:col-span-7 lg:mt-0' : ''}`}>{offerings.get(service.title)?.description}</p>
            <a
              href={localHref(service.path)}
              className={`mt-auto inline-flex min-h-11 items-center gap-2 pt-5 font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover ${single ? 'lg:col-span-7 lg:col-start-6 lg:mt-0 lg:justify-self-start lg:pt-3' : ''}`}
            >
              <span>
                {copy.serviceLink}
                <span className="sr-only">: {service.title}</span>
              </span>
              <Icon name="arrow-right" className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
