import type { Offering } from '@/lib/content/services';
import { Figures } from '@/components/ui/Figures';

/**
 * Two forms for one offering, by how much room its family gives it:
 * - `row`: number, title and description (the offer, in ink) beside what's included from 768 px (half and half, the
 *   list in one column; 5 and 7 of 12 from 1,024 px, the list in two); above one another below.
 * - `cell`: one cell of a two-by-two grid from 1,024 px (a family of four), the list under its description; from 768
 *   to 1,023 px a row as above.
 * What's included is a practice's scope, not a menu: on phones a short list, one item a line behind an accent dash,
 * from 640 px a ruled list of short lines in muted text (two columns across the row below 1,024 px), no ticks. The
 * description carries the offer, so it is set in ink a step larger than the list.
 */
const style = {
  row: {
    article: 'grid gap-4 border-t border-line py-6 first:border-t-0 sm:py-8 md:py-6 md:grid-cols-12 md:gap-x-8 lg:gap-10 lg:py-12',
    lead: 'md:col-span-6 lg:col-span-5',
    included: 'md:col-span-6 md:pt-1 lg:col-span-7',
    // Two columns read down, then across, at 640 px; one beside the lead from 768; two again beside it from 1,024 px.
    list: 'sm:columns-2 sm:gap-x-10 md:columns-1 lg:columns-2',
  },
  cell: {
    article: 'grid content-start gap-4 border-t border-line py-6 first:border-t-0 sm:py-8 md:py-6 md:max-lg:grid-cols-12 md:max-lg:gap-x-8 lg:gap-6 lg:border-t-0 lg:py-10 lg:[&:nth-child(n+3)]:border-t',
    lead: 'md:max-lg:col-span-6',
    included: 'md:max-lg:col-span-6 md:max-lg:pt-1',
    list: 'sm:columns-2 sm:gap-x-10 md:columns-1',
  },
};

/** One offering, numbered in its family. */
export function OfferingRow({ offering, index, layout = 'row' }: { offering: Offering; index: number; layout?: 'row' | 'cell' }) {
  const s = style[layout];
  return (
    <article className={s.article}>
      <div className={s.lead}>
        {/* Below 1,024 px the numeral leads the title's line; from 1,024 px it sits over the title. */}
        <div className="flex items-baseline gap-3 sm:gap-4 lg:block">
          <span aria-hidden="true" className="block w-9 shrink-0 font-display text-2xl font-semibold tabular-nums text-accent sm:w-10 lg:w-auto">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="text-balance font-display text-xl font-semibold tracking-tight sm:text-2xl lg:mt-2">
            <Figures text={offering.title} endTogether />
          </h3>
        </div>
        <p className="mt-2 max-w-measure text-pretty text-ink sm:mt-3 sm:text-lede">
          <Figures text={offering.description} endTogether />
        </p>
      </div>
      <div className={s.included}>
        <h4 className="max-w-none border-t border-ink pt-2 text-xs font-semibold uppercase leading-5 tracking-[0.16em] text-muted max-sm:sr-only">What’s included</h4>
        {/* On phones a short list, one item a line behind an accent dash (the label kept for screen readers), so a
            thumb scans it; from 640 px a ruled list of short lines under its label. */}
        <ul
          className={`space-y-1.5 text-[0.9375rem] leading-snug text-muted max-sm:max-w-measure max-sm:[&>li]:relative max-sm:[&>li]:pl-5 max-sm:[&>li]:before:absolute max-sm:[&>li]:before:left-0 max-sm:[&>li]:before:text-accent max-sm:[&>li]:before:content-['–'] sm:mt-2 sm:space-y-0 sm:[&>li]:break-inside-avoid sm:[&>li]:border-b sm:[&>li]:border-line sm:[&>li]:py-2 ${s.list}`}
        >
          {offering.features.map((feature) => (
            <li key={feature}>
              <Figures text={feature} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
