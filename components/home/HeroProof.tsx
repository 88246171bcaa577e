import { ArrowLink } from '@/components/ui/ArrowLink';
import { heroProof } from '@/lib/content/case-studies';
import { caseStudyEdit, type CaseStudy } from '@/lib/render/case-studies';
import { homeWorkLine } from '@/lib/render/work-line';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';
import { Edit } from '@/components/ui/Edit';
import { WorkExcerpt } from '@/components/ui/WorkExcerpt';

/**
 * The featured case study, once in the page: its headline result, the client and sector and the way to the whole
 * story, then what she did for it, shown: the study's edit (a line of the client's struck through, her rewrite set
 * large), or, for a study without one, a line of her work for that client (lib/render/work-line.ts, from 768 px).
 * On phones the result is a compact ruled line under the lead and the edit follows; at 768 the result sits beside
 * the lead as a ruled column and the edit follows the buttons across the page (Hero.tsx's grid); from 1,024 px they
 * fill the hero's second column. Hero.tsx places it.
 */
export function HeroProof({ study }: { study: CaseStudy }) {
  const edit = caseStudyEdit(study);
  const line = edit ? undefined : homeWorkLine(study);
  const shown = 'md:max-lg:col-span-2 md:max-lg:row-start-5 md:max-lg:mt-10';
  return (
    <div role="group" aria-label={heroProof.label} className="mt-6 md:max-lg:contents lg:mt-0 lg:block">
      {/* At 768 the result is a ruled column beside the lead, level with its first line: figure, client, then the link. */}
      <div className="self-start border-l-2 border-accent pl-5 md:max-lg:col-start-2 md:max-lg:row-start-2 md:mt-8 lg:mt-0 lg:border-0 lg:pl-0">
        {/* The same small capitals as the result beside Services' and Contact's headlines. */}
        <p className="label-caps text-muted">{heroProof.label}</p>
        <HeadlineFigure stat={study.headline} size="hero" className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 md:block" />
        <p className="mt-1 text-sm text-muted md:mt-2">
          <span className="font-semibold text-ink">{study.client}</span>, {study.sector}
        </p>
        <ArrowLink href={caseStudyPath(study.slug)} className="mt-1 md:mt-3" context={study.client}>
          {heroProof.cta}
        </ArrowLink>
      </div>
      {edit && <Edit edit={edit} className={`mt-8 ${shown} lg:mt-8`} />}
      {line && (
        <WorkExcerpt excerpt={line.excerpt} label={heroProof.workLabel} url={line.url} client={study.client} kind={line.kind} className={`max-md:hidden ${shown} lg:mt-10`} />
      )}
    </div>
  );
}
