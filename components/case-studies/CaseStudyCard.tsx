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
 * How wide a card's cover is shown, by the cards a row from 1,024 px: the column below 768 px, then 5 of 12 columns
 * beside the result (a card alone keeps that width on), then a half or a third of the row.
 */
const coverSizes = {
  1: '(min-width: 1152px) 34rem, (min-width: 768px) 45vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  2: '(min-width: 1152px) 33.5rem, (min-width: 1024px) calc(50vw - 3.5rem), (min-width: 768px) 40vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  3: '(min-width: 1152px) 22rem, (min-width: 1024px) 33vw, (min-width: 768px) 40vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
} as const;

/** The frame a cover takes: a hairline, the card's radius. */
const frame = 'rounded-card border border-line';

/**
 * One case study as a card: its cover (the work as its readers met it; her edit is told on the study's own page), the
 * headline figure, then client, title and summary. The whole card is the link (the title's link stretches over it), so
 * it lifts on hover. The source is the phone's reading order: the figure leads, the story, then the cover over the
 * link (so a cover of a card below the first is far enough down the page that a phone fetches it as it scrolls there,
 * not on its first visit). From 768 px the cover sits beside the result, the story under both; from 1,024 px, in a row
 * of cards, the parts are rows of the row's subgrid (CaseStudiesSection), so covers, figures and links line up card to
 * card.
 */
export function CaseStudyCard({ study, headingLevel = 3, perRow }: { study: CaseStudy; headingLevel?: 2 | 3; perRow: 1 | 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Alone in its row, the card sets its cover beside the result and the story.
  const wide = perRow === 1;
  // Where each part sits from 768 px: [result, story, cover, link].
  const place = wide
    ? ['md:col-span-7 md:col-start-6 md:row-start-1', 'md:col-span-7 md:col-start-6 md:row-start-2', 'md:col-span-5 md:col-start-1 md:row-start-1 md:row-span-3', 'md:col-span-7 md:col-start-6 md:row-start-3']
    : [
        'md:col-span-7 md:col-start-6 md:row-start-1 lg:col-span-1 lg:col-start-1 lg:row-start-2 lg:pt-6',
        'md:col-span-12 md:row-start-2 md:border-t md:border-line md:pt-6 lg:col-span-1 lg:row-start-3 lg:border-0 lg:pt-0',
        'md:col-span-5 md:col-start-1 md:row-start-1 lg:col-span-1 lg:row-start-1',
        'md:col-span-12 md:row-start-3 lg:col-span-1 lg:row-start-4 lg:pt-6',
      ];
  // The figure's rule parts it from the story under it on phones; at 768 px the story carries its own rule, so the
  // figure has none; from 1,024 px it is back, over the story.
  const figureRule = wide ? '' : 'md:border-0 md:pb-0 lg:border-b lg:pb-6';
  return (
    <article
      className={`relative grid h-full gap-4 transition sm:gap-6 hover:-translate-y-0.5 md:grid-cols-12 md:gap-x-8 md:items-center ${wide ? '' : 'lg:row-span-4 lg:grid-cols-1 lg:grid-rows-subgrid lg:items-stretch lg:gap-0'}`}
    >
      <div className={place[0]}>
        <div>
          <Badge>{study.sector}</Badge>
        </div>
        <HeadlineFigure stat={study.headline} className={`mt-3 border-b border-line pb-4 sm:mt-6 sm:pb-6 ${figureRule}`} />
      </div>
      <div className={place[1]}>
        <p className={`label-caps text-muted ${wide ? '' : 'lg:mt-6'}`}>{study.client}</p>
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
      <div className={place[2]}>
        <CoverPicture coverKey={caseStudyCoverKey(study.slug)} sizes={coverSizes[perRow]} lineWhileLoading className={frame} />
      </div>
      <p aria-hidden="true" className={`flex items-center gap-2 font-semibold text-accent ${place[3]}`}>
        {readCaseStudy} <Icon name="arrow-right" className="size-5" />
      </p>
    </article>
  );
}
