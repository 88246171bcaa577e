import { heroProof } from '@/lib/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyCoverKey } from '@/lib/render/covers';
import { siteOf } from '@/lib/render/url';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { CreditRule } from '@/components/ui/Quotation';

/**
 * The portfolio's first screen shows the work: two pieces as their readers met them (the case studies' covers: a
 * post in the feed, a page in its browser), each with a credit set as the site sets every credit. On phones the
 * first alone, so its type stays legible; from 640 px both, side by side, and stacked in the hero's second column
 * from 1,024 px.
 */
export function PortfolioShowcase({ studies }: { studies: CaseStudy[] }) {
  const shown = studies.slice(0, 2);
  if (!shown.length) return null;
  return (
    <div className="border-t-[3px] border-ink pt-3 lg:border-l-0">
      <p className="max-w-none text-xs font-semibold uppercase leading-5 tracking-[0.14em] text-muted">{heroProof.workLabel}</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
        {shown.map((study, index) => (
          <figure key={study.slug} className={index > 0 ? 'hidden sm:block lg:ml-14' : 'lg:mr-14'}>
            <CoverPicture
              coverKey={caseStudyCoverKey(study.slug)}
              sizes="(min-width: 1152px) 23rem, (min-width: 1024px) 34vw, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)"
              eager={index === 0}
              className="rounded-card border border-line"
            />
            <figcaption className="mt-3 flex gap-3 text-sm leading-6 text-muted">
              <CreditRule className="bg-accent" />
              <span className="min-w-0">
                <span className="block text-xs font-semibold uppercase leading-6 tracking-[0.14em] text-ink">
                  {study.client}
                  <span className="sr-only">,</span>
                </span>
                {study.url ? siteOf(study.url) : study.services[0]?.title}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
