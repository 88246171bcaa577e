import { ArrowLink } from '@/components/ui/ArrowLink';
import { heroProof } from '@/lib/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { homeWorkLine } from '@/lib/render/work-line';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';
import { WorkExcerpt } from '@/components/ui/WorkExcerpt';
import { Eyebrow } from '@/components/ui/Eyebrow';

/**
 * The featured case study, once in the page: a line of her work for that client set large (from 768 px; lib/render/work-line.ts), then its headline
 * result, the client and sector (at every width) and the way to the whole story. On phones the result is a compact ruled line under the lead; at
 * 768 the result sits beside the lead as a ruled column and the line of work follows the buttons across the page (Hero.tsx's grid); from 1,024 px they fill the hero's second column. Hero.tsx places it.
 */
export function HeroProof({ study }: { study: CaseStudy }) {
  const line = homeWorkLine(study);
  return (
    <div role="group" aria-label={heroProof.label} className="mt-6 md:max-lg:contents lg:mt-0 lg:block">
      <WorkExcerpt
        excerpt={line.excerpt}
        label={heroProof.workLabel}
        url={line.url}
        client={study.client}
        kind={line.kind}
        className="max-md:hidden md:max-lg:col-span-2 md:max-lg:row-start-5 md:max-lg:mt-10 lg:mb-10"
      />
      {/* At 768 the result is a ruled column beside the lead, level with its first line: figure, client, then the link. */}
      <div className="self-start border-l-2 border-accent pl-5 md:max-lg:col-start-2 md:max-lg:row-start-2 md:mt-8 lg:mt-0 lg:border-0 lg:pl-0">
        <Eyebrow className="md:text-lg">{heroProof.label}</Eyebrow>
        <HeadlineFigure stat={study.headline} size="hero" className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 md:block" />
        <p className="mt-1 text-sm text-muted md:mt-2">
          <span className="font-semibold text-ink">{study.client}</span>, {study.sector}
        </p>
        <ArrowLink href={caseStudyPath(study.slug)} className="mt-1 md:mt-3" context={study.client}>
          {heroProof.cta}
        </ArrowLink>
      </div>
    </div>
  );
}
