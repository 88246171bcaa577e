import type { Offering } from '@/content/services';
import { CheckList } from '@/components/ui/CheckList';

/** One offering: number, title and description; what's included beside them from 1,024 px, below them (in two columns) on tablets. */
export function OfferingRow({ offering, index }: { offering: Offering; index: number }) {
  return (
    <article className="grid gap-6 border-t border-line py-10 first:border-t-0 md:py-12 lg:grid-cols-12 lg:gap-10">
      <div className="lg:col-span-5">
        <span aria-hidden="true" className="block font-display text-2xl font-semibold text-accent">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h3 className="mt-2 font-display text-xl font-semibold tracking-tight sm:text-2xl">{offering.title}</h3>
        <p className="mt-3 max-w-measure text-muted">{offering.description}</p>
      </div>
      <div className="lg:col-span-7">
        <h4 className="text-sm font-semibold uppercase tracking-wider text-muted">What’s included</h4>
        <CheckList items={offering.features} className="mt-4 md:grid md:grid-cols-2 md:gap-x-8 md:gap-y-3 md:space-y-0 lg:block lg:space-y-3" />
      </div>
    </article>
  );
}
