import { Icon } from '@/components/ui/Icon';
import { servicesFaq } from '@/lib/content/services';
import { Section } from '@/components/ui/Section';
import { Figures } from '@/components/ui/Figures';
import { site } from '@/lib/content/site';

/**
 * The services FAQ as native disclosure widgets: they open and close by mouse, Enter or Space with no script,
 * and every answer is in the HTML for crawlers. Visible questions and answers only (no FAQPage markup). From 1,024 px
 * the heading sits beside the questions (a split, unlike the families above it), with her address under its intro for
 * anything else; the answers keep the measure.
 */
export function ServicesFaq({ tone }: { tone: 'paper' | 'white' }) {
  return (
    <Section id={servicesFaq.id} tone={tone} split eyebrow={servicesFaq.eyebrow} title={servicesFaq.title} intro={
        <>
          <p>{servicesFaq.intro}</p>
          {/* "Ask me directly": the address, under the heading it answers. */}
          <a href={`mailto:${site.email}`} className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4 hover:text-accent">
            <Icon name="mail" className="size-5 text-accent" />
            {site.email}
          </a>
        </>
      }>
      <div className="divide-y divide-line border-y border-line">
        {servicesFaq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-4 text-lg md:py-5 font-semibold text-ink hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:text-xl [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <Icon name="chevron-down" className="size-6 shrink-0 text-accent transition-transform group-open:rotate-180" />
            </summary>
            <div className="max-w-measure space-y-4 pb-6 text-body text-muted md:text-lg md:leading-[1.7]">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>
                  <Figures text={paragraph} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
