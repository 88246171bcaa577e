import { Icon } from '@/components/ui/Icon';
import { heroProof } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';

/**
 * The featured case study's headline result and its client, in HTML and CSS only, once in the page: below 1,024 px a
 * compact ruled line under the lead (figure beside its label, then "client, sector"), from 1,024 px the hero's second
 * column (the large figure, the client over the sector). Hero.tsx places it.
 */
export function HeroProof({ study }: { study: CaseStudy }) {
  return (
    <div role="group" aria-label={heroProof.label} className="mt-8 border-l-2 border-accent pl-5 lg:mt-0 lg:pl-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{heroProof.label}</p>
      <HeadlineFigure stat={study.headline} size="hero" className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 lg:mt-5 lg:block" />
      <p className="mt-1 text-sm text-muted lg:mt-6 lg:text-base">
        <span className="font-semibold text-ink">{study.client}</span>
        <span className="lg:sr-only">, </span>
        <span className="lg:block">{study.sector}</span>
      </p>
      <a
        href={localHref(caseStudyPath(study.slug))}
        className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
      >
        <span>
          {heroProof.cta}
          <span className="sr-only">: {study.client}</span>
        </span>
        <Icon name="arrow-right" className="size-5" />
      </a>
    </div>
  );
}
