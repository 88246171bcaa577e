import { caseStudyPage as copy } from '@/lib/content/case-studies';
import { portfolioLinks, type PortfolioItem } from '@/lib/content/portfolio';
import type { CaseStudy } from '@/lib/render/case-studies';
import { sampleCoverKey } from '@/lib/render/covers';
import { OutboundLink } from '@/components/portfolio/OutboundLink';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { WorkCredit } from '@/components/ui/WorkExcerpt';

type OfflinePiece = NonNullable<CaseStudy['offline']>[number];

// How wide each cover is shown: the chapter's column (the text's 34 rem below 768 px, the page's 44 rem at 768, two
// thirds of the page from 1,024 px), in pairs from 640 px; a piece that leads takes three fifths of it, its credit beside.
const pairSizes = '(min-width: 1152px) 21.5rem, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) 21.25rem, (min-width: 640px) 16.25rem, calc(100vw - 2.5rem)';
const leadSizes = '(min-width: 1152px) 26rem, (min-width: 1024px) calc(40vw - 3rem), (min-width: 768px) 25.5rem, (min-width: 640px) 19.5rem, calc(100vw - 2.5rem)';

/**
 * The work itself, under the text that says what she did: the client's pieces the portfolio lists
 * (lib/render/work-line.ts `clientPieces`), each its cover (the portfolio's drawing, lazy below the fold) over a credit
 * set as every credit on the site (a short accent rule, the piece in ink, its type and site parted by a slash) and the
 * portfolio's 'View Work' link, under a head in small capitals on a rule in ink, at the text's measure on phones and
 * the column's width from 768 px (its rules level with the page's).
 * In pairs from 640 px; when the count is odd the first leads across the column, its credit beside its cover as a
 * magazine captions a picture, so no row has an empty cell. While a cover loads, its frame is the drawing's ground,
 * as everywhere but /portfolio. Then the pieces the study names with no address (`offline`: emails, print), named
 * without links under a head of their own. Nothing when there are neither.
 */
export function ClientWork({ pieces, offline = [] }: { pieces: readonly PortfolioItem[]; offline?: readonly OfflinePiece[] }) {
  if (!pieces.length && !offline.length) return null;
  const leads = pieces.length % 2 === 1;
  const head = 'max-w-none label-caps text-ink';
  return (
    <div className="mt-8 max-w-measure border-t-[3px] border-ink pt-3 md:mt-12 md:max-w-none">
      {pieces.length > 0 && (
        <>
          <p className={head}>{copy.work}</p>
          <div className="mt-5 grid gap-10 sm:grid-cols-2 sm:gap-x-6">
            {pieces.map((item, index) => {
              const lead = leads && index === 0;
              return (
                <figure key={item.url} className={lead ? 'sm:col-span-2 sm:grid sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:gap-x-6' : undefined}>
                  <CoverPicture coverKey={sampleCoverKey(item.title)} sizes={lead ? leadSizes : pairSizes} className="rounded-card border border-line" />
                  <WorkCredit client={item.title} kind={item.type} url={item.url} className={lead ? 'mt-3 sm:mt-0' : 'mt-3'}>
                    <OutboundLink href={item.url} action={portfolioLinks.viewWork} name={item.title} className="mt-1" />
                  </WorkCredit>
                </figure>
              );
            })}
          </div>
        </>
      )}
      {/* The pieces with no address (emails, print): named with what they were, as a ruled list without links or
          covers, under a head that says why, so the section shows the whole project the story tells, honestly. */}
      {offline.length > 0 && (
        <div className={pieces.length ? 'mt-10 border-t border-line pt-3' : ''}>
          <p className={head}>{copy.offline}</p>
          <ul className="mt-3">
            {offline.map((piece) => (
              <li key={piece.title} className="flex max-w-none flex-wrap items-baseline justify-between gap-x-6 gap-y-0.5 border-b border-line py-3 last:border-b-0">
                <span className="font-display text-lg font-semibold leading-snug text-ink">
                  {piece.title}
                  <span className="sr-only">,</span>
                </span>
                <span className="text-sm text-muted">{piece.kind}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
