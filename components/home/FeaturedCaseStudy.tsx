import { Icon } from '@/components/ui/Icon';
import { featuredCaseStudy, readCaseStudy } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyCoverKey } from '@/lib/render/covers';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CoverPicture } from '@/components/ui/CoverPicture';

/**
 * One case study as an asymmetric split: its cover, then its title, summary and its second result (the hero already
 * shows the headline one), with a link to the whole story.
 */
export function FeaturedCaseStudy({ study }: { study: CaseStudy }) {
  const [, second] = study.results;
  return (
    <article aria-labelledby="featured-case-study-title" className="grid gap-8 md:grid-cols-12 md:items-center md:gap-10 lg:gap-16">
      <div className="md:col-span-5 lg:col-span-6">
        <CoverPicture coverKey={caseStudyCoverKey(study.slug)} sizes="(min-width: 1152px) 34rem, (min-width: 768px) 40vw, 100vw" className="rounded-card border border-line" />
      </div>
      <div className="md:col-span-7 lg:col-span-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">
          {featuredCaseStudy.eyebrow} · {study.client}
        </p>
        <h3 id="featured-case-study-title" className="mt-3 font-display text-2xl font-semibold leading-snug tracking-tight md:text-3xl">
          {study.title}
        </h3>
        <p className="mt-4 max-w-measure text-muted">{study.summary}</p>
        {second && <HeadlineFigure stat={second} className="mt-6 border-t border-line pt-5" />}
        <ButtonLink href={caseStudyPath(study.slug)} variant="secondary" className="mt-7 w-full sm:w-auto">
          <span>
            {readCaseStudy}
            <span className="sr-only">: {study.client}</span>
          </span>
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </article>
  );
}
