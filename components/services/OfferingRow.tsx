import type { Offering } from '@/lib/content/services';
import { CheckList } from '@/components/ui/CheckList';

/** Number, title and description; what's included beside them from 1,024 px, below them (in two columns) on tablets. */
const style = {
  article: 'grid gap-4 border-t border-line py-6 first:border-t-0 sm:gap-6 sm:py-8 md:py-12 lg:grid-cols-12 lg:gap-10',
  lead: 'lg:col-span-5',
  included: 'lg:col-span-7',
  // Two columns read down, then across (a grid would read in a zigzag); one column again from 1,024 px.
  list: 'md:columns-2 md:gap-x-8 md:space-y-0 md:[&>li]:mb-3 md:[&>li]:break-inside-avoid md:[&>li:last-child]:mb-0 lg:columns-1',
};

/** One offering as a numbered row, the same in every family. */
export function OfferingRow({ offering, index }: { offering: Offering; index: number }) {
  return (
    <article className={style.article}>
      <div className={style.lead}>
        {/* On phones the numeral leads the title's line; from 640 px it sits over the title. */}
        <div className="flex items-baseline gap-3 sm:block">
          <span aria-hidden="true" className="block w-9 shrink-0 font-display text-2xl font-semibold tabular-nums text-accent sm:w-auto">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="font-display text-xl font-semibold tracking-tight sm:mt-2 sm:text-2xl">{offering.title}</h3>
        </div>
        <p className="mt-3 max-w-measure text-muted">{offering.description}</p>
      </div>
      <div className={style.included}>
        <h4 className="text-sm font-semibold uppercase tracking-wider text-muted">What’s included</h4>
        <CheckList items={offering.features} className={`mt-3 sm:mt-4 ${style.list}`} />
      </div>
    </article>
  );
}
