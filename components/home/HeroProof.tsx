import { ArrowRight } from 'lucide-react';
import { heroProof } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';

/**
 * The hero's second column from 1,024 px: the featured case study's headline result and its client, in HTML and
 * CSS only. Below that width it is not displayed, so phones keep the text-led hero with the headline as its LCP.
 */
export function HeroProof({ study }: { study: CaseStudy }) {
  return (
    <section aria-label={heroProof.label} className="hidden lg:col-span-5 lg:block lg:self-center">
      <div className="rounded-card border border-line bg-paper p-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-muted">{heroProof.label}</p>
        <HeadlineFigure stat={study.headline} size="large" className="mt-6" />
        <p className="mt-8 border-t border-line pt-6 font-semibold text-ink">
          {study.client}
          <span className="block font-normal text-muted">{study.sector}</span>
        </p>
        <a
          href={localHref(caseStudyPath(study.slug))}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
        >
          <span>
            {heroProof.cta}
            <span className="sr-only">: {study.client}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
    </section>
  );
}
