import type { Offering } from '@/content/services';
import { CheckList } from '@/components/ui/CheckList';

/** One offering: number, title and description on the left; what's included on the right. */
export function OfferingRow({ offering, index }: { offering: Offering; index: number }) {
  return (
    <article className="grid gap-6 border-t border-line py-10 first:border-t-0 first:pt-0 last:pb-0 md:grid-cols-12 md:gap-10 md:py-12">
      <div className="md:col-span-6 lg:col-span-5">
        <span aria-hidden="true" className="block font-display text-2xl font-semibold text-accent">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h3 className="mt-2 font-display text-xl font-semibold tracking-tight lg:text-2xl">{offering.title}</h3>
        <p className="mt-3 text-muted">{offering.description}</p>
      </div>
      <div className="md:col-span-6 lg:col-span-7">
        <h4 className="text-sm font-semibold uppercase tracking-wider text-muted">What’s included</h4>
        <CheckList items={offering.features} className="mt-4" />
      </div>
    </article>
  );
}
