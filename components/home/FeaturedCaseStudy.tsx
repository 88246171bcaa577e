import { Icon } from '@/components/ui/Icon';
import { featuredCaseStudy, readCaseStudy } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyCoverKey } from '@/lib/render/covers';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CoverPicture } from '@/components/ui/CoverPicture';

/**
 * One case study: its cover, then its title, summary and its second result (the hero already shows the headline
 * one), with a link to the whole story; side by side from 1,024 px, the cover full width above the text below it (so
 * the words drawn on the cover stay legible at tablet width).
 */
export function FeaturedCaseStudy({ study }: { study: CaseStudy }) {
  const [, second] = study.results;
  return (
    <article aria-labelledby="featured-case-study-title" className="grid gap-8 lg:grid-cols-12 lg:items-center lg:gap-16">
      <div className="lg:col-span-6">
        <CoverPicture coverKey={caseStudyCoverKey(study.slug)} sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 45vw, 100vw" className="rounded-card border border-line" />
      </div>
      <div className="lg:col-span-6">
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
