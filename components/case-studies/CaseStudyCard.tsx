import { Icon } from '@/components/ui/Icon';
import { readCaseStudy } from '@/lib/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { caseStudyCoverKey } from '@/lib/render/covers';
import { localHref } from '@/lib/render/url';
import { Badge } from '@/components/ui/Badge';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { HeadlineFigure } from './HeadlineFigure';

/**
 * How wide a card's cover is shown: the column below 768 px, 5 of 12 columns at tablet width (cover beside the result),
 * a third from 1,024 px.
 */
const coverSizes = '(min-width: 1152px) 22rem, (min-width: 1024px) 33vw, (min-width: 768px) 40vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';
const wideCoverSizes = '(min-width: 1152px) 34rem, (min-width: 768px) 45vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

/**
 * One case study as a card: its cover, the headline figure, then client, title and summary. The whole card is the
 * link (the title's link stretches over it), so it lifts on hover. The source is the phone's reading order: the
 * figure leads, the story, then the cover over the link, so the cover of a card below the first is far enough down the
 * page that a phone fetches it as it scrolls there, not on its first visit. The grid sets the cover first from 768 px:
 * at tablet width beside the result, the story under both; from 1,024 px (a row of cards) over the result.
 */
export function CaseStudyCard({ study, headingLevel = 3, wide = false }: { study: CaseStudy; headingLevel?: 2 | 3; wide?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`relative grid h-full gap-4 transition sm:gap-6 hover:-translate-y-0.5 md:grid-cols-12 md:items-center md:gap-x-8 ${wide ? '' : 'lg:grid-cols-1 lg:grid-rows-[auto_auto_1fr_auto] lg:items-stretch lg:gap-0'}`}
    >
      <div className={`md:col-span-7 md:col-start-6 md:row-start-1 ${wide ? '' : 'lg:col-span-1 lg:col-start-1 lg:row-start-2 lg:pt-6'}`}>
        <div>
          <Badge>{study.sector}</Badge>
        </div>
        <HeadlineFigure stat={study.headline} className={`mt-3 border-b border-line pb-4 sm:mt-6 sm:pb-6 ${wide ? '' : 'md:border-0 md:pb-0 lg:border-b lg:pb-6'}`} />
      </div>
      {/* The story takes the card's width under the cover and the result at tablet width. */}
      <div className={wide ? 'md:col-span-7 md:col-start-6 md:row-start-2' : 'md:col-span-12 md:row-start-2 md:border-t md:border-line md:pt-6 lg:col-span-1 lg:row-start-3 lg:border-0 lg:pt-0'}>
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
      </div>
      <div className={`md:col-span-5 md:col-start-1 md:row-start-1 ${wide ? 'md:row-span-3' : 'lg:col-span-1 lg:row-start-1'}`}>
        <CoverPicture coverKey={caseStudyCoverKey(study.slug)} sizes={wide ? wideCoverSizes : coverSizes} lineWhileLoading className="rounded-card border border-line" />
      </div>
      <p
        aria-hidden="true"
        className={`flex items-center gap-2 font-semibold text-accent ${wide ? 'md:col-span-7 md:col-start-6 md:row-start-3' : 'md:col-span-12 md:row-start-3 lg:col-span-1 lg:row-start-4 lg:pt-6'}`}
      >
        {readCaseStudy} <Icon name="arrow-right" className="size-5" />
      </p>
    </article>
  );
}
