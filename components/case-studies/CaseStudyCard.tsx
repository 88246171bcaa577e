import { ArrowRight } from 'lucide-react';
import { readCaseStudy } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { Badge } from '@/components/ui/Badge';
import { HeadlineFigure } from './HeadlineFigure';

/**
 * One case study as a card: the headline figure first, then client, title and summary. The whole card is the
 * link (the title's link stretches over it), so it lifts on hover.
 */
export function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col rounded-card border border-line bg-white p-6 transition hover:-translate-y-0.5 hover:border-accent/40 hover:shadow-sm md:p-8">
      <div>
        <Badge>{study.sector}</Badge>
      </div>
      <HeadlineFigure stat={study.headline} className="mt-6 border-b border-line pb-6" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">{study.client}</p>
      <Heading className="mt-2 text-xl font-bold leading-snug tracking-tight">
        <a
          href={localHref(caseStudyPath(study.slug))}
          className="block min-h-11 after:absolute after:inset-0 after:rounded-card hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {study.title}
        </a>
      </Heading>
      <p className="mt-3 text-muted">{study.summary}</p>
      <p aria-hidden="true" className="mt-auto flex items-center gap-2 pt-6 font-semibold text-accent">
        {readCaseStudy} <ArrowRight className="size-5" />
      </p>
    </article>
  );
}
