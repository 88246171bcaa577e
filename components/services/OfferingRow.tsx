import type { Offering } from '@/lib/content/services';
import { Figures } from '@/components/ui/Figures';

/**
 * Two forms for one offering, by how much room its family gives it:
 * - `row`: number, title and description (the offer, in ink) in 5 of 12 columns from 1,024 px, what's included beside
 *   them in 7; above one another below.
 * - `cell`: one cell of a two-by-two grid from 1,024 px (a family of four), the list under its description.
 * What's included is a practice's scope, not a menu: a quiet run of items parted by dots on phones (so nine offerings
 * stay nine short entries), from 640 px a ruled list of short lines in muted text, no ticks. The description carries
 * the offer, so it is set in ink a step larger than the list.
 */
const style = {
  row: {
    article: 'grid gap-3 border-t border-line py-6 first:border-t-0 sm:gap-6 sm:py-10 md:py-12 lg:grid-cols-12 lg:gap-10',
    lead: 'lg:col-span-5',
    included: 'lg:col-span-7 lg:pt-1',
    // Two columns read down, then across, at the text's measure; one column again beside the lead from 1,024 px.
    list: 'sm:columns-2 sm:gap-x-10 sm:max-w-[36rem] lg:max-w-none lg:columns-2',
  },
  cell: {
    article: 'grid content-start gap-3 border-t border-line py-6 first:border-t-0 sm:gap-6 sm:py-10 lg:border-t-0 lg:py-10 lg:[&:nth-child(n+3)]:border-t',
    lead: '',
    included: '',
    list: 'sm:columns-2 sm:gap-x-10 sm:max-w-[36rem] lg:max-w-none lg:columns-1',
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
        <p className="mt-2 max-w-measure text-pretty text-ink sm:mt-3 sm:text-lede">{offering.description}</p>
      </div>
      <div className={s.included}>
        <h4 className="max-w-none border-t border-ink pt-2 text-xs font-semibold uppercase leading-5 tracking-[0.16em] text-muted max-sm:sr-only">What’s included</h4>
        <ul
          className={`max-sm:max-w-measure max-sm:text-[0.9375rem] max-sm:leading-relaxed max-sm:text-muted max-sm:[&>li]:inline max-sm:[&>li:not(:last-child)]:after:px-1.5 max-sm:[&>li:not(:last-child)]:after:text-accent max-sm:[&>li:not(:last-child)]:after:content-['·'] sm:mt-3 sm:text-[0.9375rem] sm:leading-snug sm:text-muted sm:[&>li]:break-inside-avoid sm:[&>li]:border-b sm:[&>li]:border-line sm:[&>li]:py-2.5 ${s.list}`}
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
