import { caseStudyPage as copy } from '@/lib/content/case-studies';
import { portfolioLinks, type PortfolioItem } from '@/lib/content/portfolio';
import { sampleCoverKey } from '@/lib/render/covers';
import { OutboundLink } from '@/components/portfolio/OutboundLink';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { WorkCredit } from '@/components/ui/WorkExcerpt';

// How wide each cover is shown: the column of the chapter's text (34 rem below 768 px, 37 rem at 768, two thirds of
// the page from 1,024 px), in pairs from 640 px; a piece that leads takes three fifths of it, its credit beside.
const pairSizes = '(min-width: 1152px) 21.5rem, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) 17.75rem, (min-width: 640px) 16.25rem, calc(100vw - 2.5rem)';
const leadSizes = '(min-width: 1152px) 26rem, (min-width: 1024px) calc(40vw - 3rem), (min-width: 768px) 21.25rem, (min-width: 640px) 19.5rem, calc(100vw - 2.5rem)';

/**
 * The work itself, under the text that says what she did: the client's pieces the portfolio lists
 * (lib/render/work-line.ts `clientPieces`), each its cover (the portfolio's drawing, lazy below the fold) over a credit
 * set as every credit on the site (a short accent rule, the piece in ink, its type and site parted by a slash) and the
 * portfolio's 'View Work' link, under a head in small capitals on a rule in ink, at the width of the text it follows.
 * In pairs from 640 px; when the count is odd the first leads across the column, its credit beside its cover as a
 * magazine captions a picture, so no row has an empty cell. While a cover loads, its frame is the drawing's ground,
 * as everywhere but /portfolio. Nothing when there are none.
 */
export function ClientWork({ pieces }: { pieces: readonly PortfolioItem[] }) {
  if (!pieces.length) return null;
  const leads = pieces.length % 2 === 1;
  return (
    <div className="mt-8 max-w-measure border-t-[3px] border-ink pt-3 md:mt-12 md:max-w-post lg:max-w-none">
      <p className="max-w-none text-xs font-semibold uppercase leading-5 tracking-[0.14em] text-ink">{copy.work}</p>
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
    </div>
  );
}
