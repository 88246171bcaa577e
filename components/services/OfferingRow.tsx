import type { Offering } from '@/lib/content/services';
import { CheckList } from '@/components/ui/CheckList';

const layouts = {
  /** Number, title and description; what's included beside them from 1,024 px, below them (in two columns) on tablets. */
  rows: {
    article: 'grid gap-4 border-t border-line py-8 first:border-t-0 sm:gap-6 md:py-12 lg:grid-cols-12 lg:gap-10',
    lead: 'lg:col-span-5',
    included: 'lg:col-span-7',
    list: 'md:grid md:grid-cols-2 md:gap-x-8 md:gap-y-3 md:space-y-0 lg:block lg:space-y-3',
  },
  /** A column under a rule in ink: number, title, description, then what's included, one under the other. */
  columns: {
    article: 'flex flex-col gap-4 border-t-2 border-ink pb-8 pt-6 sm:gap-5 md:pb-14',
    lead: '',
    included: 'border-t border-line pt-5',
    list: '',
  },
};

/** One offering, as a row or as a column (ServiceFamilySection chooses). */
export function OfferingRow({ offering, index, layout = 'rows' }: { offering: Offering; index: number; layout?: keyof typeof layouts }) {
  const style = layouts[layout];
  return (
    <article className={style.article}>
      <div className={style.lead}>
        {/* On phones the numeral leads the title's line; from 640 px it sits over the title. */}
        <div className="flex items-baseline gap-3 sm:block">
          <span aria-hidden="true" className="block shrink-0 font-display text-2xl font-semibold text-accent">
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
