import { ArrowRight } from 'lucide-react';
import { featuredCaseStudy, readCaseStudy } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** Under the testimonial: one case study, its headline figure beside its title, with a link to the whole story. */
export function FeaturedCaseStudy({ study }: { study: CaseStudy }) {
  return (
    <article aria-labelledby="featured-case-study-title" className="mt-16 grid gap-8 rounded-card border border-line bg-paper p-6 md:mt-20 md:p-10 lg:grid-cols-12 lg:gap-12">
      <HeadlineFigure stat={study.headline} size="large" className="lg:col-span-5 lg:border-r lg:border-line lg:pr-12" />
      <div className="lg:col-span-7">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">
          {featuredCaseStudy.eyebrow} · {study.client}
        </p>
        <h3 id="featured-case-study-title" className="mt-3 text-2xl font-bold leading-snug tracking-tight md:text-3xl">
          {study.title}
        </h3>
        <p className="mt-4 text-muted">{study.summary}</p>
        <ButtonLink href={caseStudyPath(study.slug)} variant="secondary" className="mt-7 w-full sm:w-auto">
          <span>
            {readCaseStudy}
            <span className="sr-only">: {study.client}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </article>
  );
}
