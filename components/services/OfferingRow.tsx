import type { Offering } from '@/lib/content/services';
import { CheckList } from '@/components/ui/CheckList';
import { Figures } from '@/components/ui/Figures';

/**
 * Two forms for one offering, by how much room its family gives it:
 * - `row`: title and description (the offer, in ink) beside what's included from 768 px (half and half, the
 *   list in one column; 5 and 7 of 12 from 1,024 px, the list in two); above one another below.
 * - `cell`: one cell of a two-by-two grid from 1,024 px (a family of four), the list under its description; from 768
 *   to 1,023 px a row as above.
 * What's included is a practice's scope, not a menu: the site's list (components/ui/CheckList.tsx), in ink, each item
 * behind the accent's short rule, no ticks and no rule between items (two columns across the row from 640 px, one
 * beside the lead from 768, two again from 1,024). The description carries the offer, a step larger than the list.
 */
const style = {
  row: {
    article: 'grid gap-3 border-t border-line py-5 first:border-t-0 sm:gap-4 sm:py-8 md:py-6 md:grid-cols-12 md:gap-x-8 lg:gap-10 lg:py-12',
    lead: 'md:col-span-6 lg:col-span-5',
    included: 'md:col-span-6 md:pt-1 lg:col-span-7',
    // Two columns read down, then across, at 640 px; one beside the lead from 768; two again beside it from 1,024 px.
    list: 'sm:columns-2 sm:gap-x-10 md:columns-1 lg:columns-2',
  },
  cell: {
    article: 'grid content-start gap-3 border-t border-line py-5 first:border-t-0 sm:gap-4 sm:py-8 md:py-6 md:max-lg:grid-cols-12 md:max-lg:gap-x-8 lg:gap-6 lg:border-t-0 lg:py-10 lg:[&:nth-child(n+3)]:border-t',
    lead: 'md:max-lg:col-span-6',
    included: 'md:max-lg:col-span-6 md:max-lg:pt-1',
    list: 'sm:columns-2 sm:gap-x-10 md:columns-1',
  },
};

/** One offering, named (not numbered: the offerings are a practice's range, not a sequence). */
export function OfferingRow({ offering, layout = 'row' }: { offering: Offering; layout?: 'row' | 'cell' }) {
  const s = style[layout];
  return (
    <article className={s.article}>
      <div className={s.lead}>
        <h3 className="text-balance font-display text-xl font-semibold tracking-tight sm:text-2xl">
          <Figures text={offering.title} endTogether />
        </h3>
        <p className="mt-1.5 max-w-measure text-pretty text-ink sm:mt-3 sm:text-lede">
          <Figures text={offering.description} endTogether />
        </p>
      </div>
      <div className={s.included}>
        <h4 className="max-w-none border-t border-ink pt-2 text-xs font-semibold uppercase leading-5 tracking-[0.16em] text-muted max-sm:sr-only">What’s included</h4>
        {/* The site's list: ink at body size (a step under on phones), each item behind the accent's short rule, no rule
            between items; the label kept for screen readers on phones. */}
        <CheckList items={offering.features} className={`max-sm:max-w-measure max-sm:space-y-1 sm:mt-3 sm:[&>li]:break-inside-avoid md:[&>li]:ml-0 ${s.list}`} />
      </div>
    </article>
  );
}
