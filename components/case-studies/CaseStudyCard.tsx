import { Icon } from '@/components/ui/Icon';
import { readCaseStudy } from '@/lib/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { caseStudyCoverKey } from '@/lib/render/covers';
import { localHref } from '@/lib/render/url';
import { Badge } from '@/components/ui/Badge';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { HeadlineFigure } from './HeadlineFigure';

/** How wide a card's cover is shown: one column on phones, 5 of 12 columns at tablet width (cover beside text), a third from 1,024 px. */
const coverSizes = '(min-width: 1152px) 22rem, (min-width: 1024px) 33vw, (min-width: 768px) 40vw, 100vw';

/**
 * One case study as a card: its cover, the headline figure, then client, title and summary. The whole card is the
 * link (the title's link stretches over it), so it lifts on hover. At tablet width the cover sits beside the result,
 * the story under both.
 */
export function CaseStudyCard({ study, headingLevel = 3, wide = false }: { study: CaseStudy; headingLevel?: 2 | 3; wide?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`relative grid h-full gap-5 transition sm:gap-6 hover:-translate-y-0.5 md:grid-cols-12 md:gap-x-8 ${wide ? 'md:items-center' : 'md:items-center lg:flex lg:flex-col lg:items-stretch lg:gap-0'}`}
    >
      {/* On phones the card is text-led (the figure is the picture); the cover shows from 640 px. */}
      <div className={`hidden sm:block md:col-span-5 ${wide ? 'md:row-span-2' : ''}`}>
        <CoverPicture coverKey={caseStudyCoverKey(study.slug)} sizes={wide ? '(min-width: 1152px) 34rem, (min-width: 768px) 45vw, 100vw' : coverSizes} className="rounded-card border border-line" />
      </div>
      {/* The result sits beside the cover at tablet width; the story under both takes the card's width. */}
      <div className={`md:col-span-7 ${wide ? '' : 'lg:pt-6'}`}>
        <div>
          <Badge>{study.sector}</Badge>
        </div>
        <HeadlineFigure stat={study.headline} className={`mt-4 border-b border-line pb-5 sm:mt-6 sm:pb-6 ${wide ? '' : 'md:border-0 md:pb-0 lg:border-b lg:pb-6'}`} />
      </div>
      <div className={`flex flex-col ${wide ? 'md:col-span-7 md:col-start-6' : 'md:col-span-12 md:border-t md:border-line md:pt-6 lg:flex-1 lg:border-0 lg:pt-0'}`}>
        <p className={`text-sm font-semibold uppercase tracking-wider text-muted ${wide ? '' : 'lg:mt-6'}`}>{study.client}</p>
        <Heading className="mt-2 font-display text-2xl font-semibold leading-snug tracking-tight">
          <a
            href={localHref(caseStudyPath(study.slug))}
            className="block min-h-11 after:absolute after:inset-0 after:rounded-card hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {study.title}
          </a>
        </Heading>
        <p className="mt-3 text-muted">{study.summary}</p>
        <p aria-hidden="true" className="mt-auto flex items-center gap-2 pt-4 font-semibold text-accent sm:pt-6">
          {readCaseStudy} <Icon name="arrow-right" className="size-5" />
        </p>
      </div>
    </article>
  );
}
