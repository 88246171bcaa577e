import type { Offering } from '@/lib/content/services';
import { PhraseLine } from '@/components/ui/PhraseLine';
import { Figures } from '@/components/ui/Figures';

/**
 * One offering, set as a way to work with her: its name and what it usually starts at (the price guide's line), then
 * the offer in ink, then its scope as a quiet list (smaller, muted, one item a line, each led by a short accent rule, so
 * a buyer comparing offerings can scan what each includes), with no heavy "What's included" head: the list keeps it
 * for screen readers. Two forms, by how much room the family gives it:
 * - `row`: the name and price (a column of 15 rem, 16 from 1,024 px: a title's last two words, kept together, fit it)
 *   beside the offer and its scope from 768 px, the three side by side from 1,024 px, so a row is only as tall as its
 *   longest part; above one another below 768 px.
 * - `cell`: one cell of a two-by-two grid from 1,024 px (a family of four), everything in one column; a row below.
 */
const style = {
  row: {
    article: 'grid border-t border-line py-4 first:border-t-0 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-x-8 md:py-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-x-10',
    // From 1,024 px the offer and its scope side by side, so a row is only as tall as the longer of the two.
    body: 'mt-2 md:mt-0 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] lg:gap-x-10',
    offer: '',
    scope: 'lg:mt-1',
  },
  cell: {
    article:
      'grid content-start border-t border-line py-4 first:border-t-0 md:max-lg:grid-cols-[15rem_minmax(0,1fr)] md:max-lg:gap-x-8 md:py-6 lg:border-t-0 lg:py-7 lg:[&:nth-child(n+3)]:border-t',
    body: 'mt-2 md:max-lg:mt-0 lg:mt-3',
    offer: '',
    scope: '',
  },
};

export function OfferingRow({ offering, layout = 'row' }: { offering: Offering; layout?: 'row' | 'cell' }) {
  const s = style[layout];
  return (
    <article className={s.article}>
      <div>
        <h3 className="text-balance font-display text-xl font-semibold tracking-tight sm:text-2xl md:max-lg:text-xl">
          <PhraseLine text={offering.title} endTogether />
        </h3>
        {offering.price && (
          <p className="mt-1 text-[0.9375rem] font-semibold leading-6 text-accent-hover md:mt-2">
            <Figures text={offering.price} />
          </p>
        )}
      </div>
      <div className={s.body}>
        <p className={`text-pretty text-base leading-[1.55] text-ink sm:text-lede ${s.offer}`}>
          <Figures text={offering.description} endTogether />
        </p>
        <h4 className="sr-only">What’s included</h4>
        <ul className={`mt-2 max-w-measure space-y-1 text-pretty text-[0.9375rem] leading-6 text-muted sm:mt-3 ${s.scope}`}>
          {offering.features.map((feature) => (
            <li key={feature} className="relative pl-4 before:absolute before:left-0 before:top-[calc(0.5lh-1px)] before:h-0.5 before:w-2 before:bg-accent before:content-['']">
              <Figures text={feature} hyphenated />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
