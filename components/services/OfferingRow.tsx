import type { Offering } from '@/lib/content/services';
import { CheckList } from '@/components/ui/CheckList';
import { Figures } from '@/components/ui/Figures';

/**
 * Two forms for one offering, by how much room its family gives it:
 * - `row`: number, title and description; what's included beside them from 1,024 px, below them (in two columns) on tablets.
 * - `cell`: one cell of a two-by-two grid from 768 px (a family of four), the list under its description.
 * On phones both are the same compact stack: the list follows the description without its small-capitals label
 * (kept for screen readers), so nine offerings read as nine short entries rather than nine forms.
 */
const style = {
  row: {
    article: 'grid gap-3 border-t border-line py-5 first:border-t-0 sm:gap-6 sm:py-8 md:py-12 lg:grid-cols-12 lg:gap-10',
    lead: 'lg:col-span-5',
    included: 'lg:col-span-7',
    // Two columns read down, then across (a grid would read in a zigzag); one column again from 1,024 px.
    list: 'md:columns-2 md:gap-x-8 md:space-y-0 md:[&>li]:mb-3 md:[&>li]:break-inside-avoid md:[&>li:last-child]:mb-0 lg:columns-1',
  },
  cell: {
    article: 'grid content-start gap-3 border-t border-line py-5 first:border-t-0 sm:gap-6 sm:py-8 md:border-t-0 md:py-10 md:[&:nth-child(n+3)]:border-t',
    lead: '',
    included: '',
    list: '',
  },
};

/** One offering, numbered in its family. */
export function OfferingRow({ offering, index, layout = 'row' }: { offering: Offering; index: number; layout?: 'row' | 'cell' }) {
  const s = style[layout];
  return (
    <article className={s.article}>
      <div className={s.lead}>
        {/* On phones the numeral leads the title's line; from 640 px it sits over the title. */}
        <div className="flex items-baseline gap-3 sm:block">
          <span aria-hidden="true" className="block w-9 shrink-0 font-display text-2xl font-semibold tabular-nums text-accent sm:w-auto">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="text-balance font-display text-xl font-semibold tracking-tight sm:mt-2 sm:text-2xl">
            <Figures text={offering.title} endTogether />
          </h3>
        </div>
        <p className="mt-2 max-w-measure text-muted sm:mt-3">{offering.description}</p>
      </div>
      <div className={s.included}>
        <h4 className="text-sm font-semibold uppercase tracking-wider text-muted max-sm:sr-only">What’s included</h4>
        <CheckList items={offering.features} className={`max-sm:space-y-1 max-sm:[&>li]:text-[0.9375rem] sm:mt-4 ${s.list}`} />
      </div>
    </article>
  );
}
