import { Icon } from '@/components/ui/Icon';
import { caseStudyPage as copy } from '@/lib/content/case-studies';
import { serviceFamilies } from '@/lib/content/services';
import type { RelatedService } from '@/lib/render/case-studies';
import { localHref } from '@/lib/render/url';
import { Section } from '@/components/ui/Section';

const offerings = new Map(serviceFamilies.flatMap((family) => family.offerings.map((offering) => [offering.title, offering] as const)));

/** The services the project drew on, each linking to its family's section on /services. */
export function RelatedServices({ services }: { services: RelatedService[] }) {
  return (
    <Section id="related-services" tone="paper" eyebrow={copy.services} title={copy.servicesTitle}>
      <ul className={`grid gap-5 md:gap-6 ${services.length > 1 ? 'lg:grid-cols-2' : 'md:max-w-2xl'}`}>
        {services.map((service) => (
          <li key={service.title} className="flex max-w-none flex-col rounded-card border border-line bg-white p-6 md:p-8">
            <h3 className="font-display text-xl font-semibold tracking-tight sm:text-2xl">{service.title}</h3>
            <p className="mt-3 text-muted">{offerings.get(service.title)?.description}</p>
            <a
              href={localHref(service.path)}
              className="mt-auto inline-flex min-h-11 items-center gap-2 pt-5 font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
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
