import { sampleCount, type PortfolioCategory } from '@/lib/content/portfolio';
import { Icon } from '@/components/ui/Icon';
import { WorkCard } from './WorkCard';

/**
 * One layout for every sector: its name and summary above (side by side from 1,024 px), then its samples in the order
 * of content/portfolio.json, two across from 640 px (an odd count leads with its first sample across both columns, set as a row) and
 * from 1,024 px one row across the column (four, or as many as there are), so no row leaves a cell empty and every
 * group keeps one card size up to 1,023 px. The covers' `sizes` follow the columns and the page's side padding (20 px
 * on phones, 32 from 640), so a phone fetches the candidate its width needs and no larger.
 */
// Four across only from 1,280 px: a drawn cover's reading type (46 of its 960 units) stays at 12 px or more in a
// quarter of the column there; from 1,024 to 1,279 px four samples sit two by two.
const across = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4'] as const;
const sizesFor = (columns: number) =>
  columns >= 4
    ? '(min-width: 1280px) 16rem, (min-width: 1152px) 33rem, (min-width: 640px) calc(50vw - 2.75rem), calc(82vw - 2rem)'
    : columns === 3
      ? '(min-width: 1152px) 24rem, (min-width: 1024px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2.75rem), calc(82vw - 2rem)'
      : `(min-width: 1152px) ${Math.round(72 / columns)}rem, (min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 640px) calc(50vw - 2.75rem), calc(82vw - 2rem)`;
/**
 * With an odd count the first sample spans both columns while there are two (640 px up to the row across), so the
 * last row is never one card beside an empty cell; it is set as a row there (`WorkCard across`: its cover one column
 * wide beside its words), so its cover and its type are the size of the others'.
 */
const leads = (count: number) => count % 2 === 1 && count > 1;

/**
 * One sector: its name and summary, then its samples with their covers. On phones the samples are one row that
 * scrolls sideways and snaps card by card, the next card showing at the edge (so a group is one card tall, and every
 * sample stays in the page for readers and crawlers); from 640 px the grid above.
 */
export function WorkCategory({ category }: { category: PortfolioCategory }) {
  const count = category.items.length;
  const columns = Math.min(count, 4);
  const sizes = sizesFor(columns);
  return (
    <section id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-24 border-t border-line py-8 first-of-type:border-t-0 first-of-type:pt-0 md:py-14">
      <header className="mb-5 grid content-start gap-3 sm:mb-8 lg:grid-cols-12 lg:items-baseline lg:gap-10">
        {/* The name the owner gives the group, then its dek (what kind of work it holds), so the names read as one set
            whether a group is a sector, a client or a format. */}
        <div className="lg:col-span-5">
          <h3 id={`${category.id}-title`} className="font-display text-2xl font-semibold tracking-tight md:text-3xl lg:text-2xl">
            {category.name}
          </h3>
          <p className="mt-1 text-pretty text-lg leading-snug text-ink">{category.kind}</p>
        </div>
        <p className="max-w-measure text-muted lg:col-span-7">
          {category.description}{' '}
          <span className="whitespace-nowrap text-sm font-semibold uppercase tracking-wider text-accent">
            {sampleCount(count)}
            {count > 1 && <Icon name="arrow-right" className="-mt-0.5 ml-1 inline size-4 sm:hidden" />}
          </span>
        </p>
      </header>
      {/* `relative`: the links' screen-reader names are positioned boxes, held by the scroller rather than widening the page. */}
      <ul
        className={`relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8 sm:overflow-visible sm:px-0 sm:pb-0 ${across[columns]}`}
      >
        {category.items.map((item, index) => (
          <li key={item.url} className={`w-[82%] min-w-0 max-w-none shrink-0 snap-start sm:w-auto ${count === 1 ? 'max-sm:w-full' : ''} ${index === 0 && leads(count) ? 'sm:max-lg:col-span-2' : ''}`}>
            <WorkCard item={item} sizes={sizes} across={index === 0 && leads(count)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
