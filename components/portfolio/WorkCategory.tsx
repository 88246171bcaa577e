import type { PortfolioCategory } from '@/lib/content/portfolio';
import { ScrollHint } from '@/components/ui/ScrollHint';
import { WorkCard } from './WorkCard';
import { sidewaysCard, sidewaysRow } from '@/components/ui/sideways-row';

// From 1,024 px a sector's samples are one row across the column (four, or as many as there are), four across only
// from 1,280 px: a drawn cover's reading type (46 of its 960 units) stays at 12 px or more in a quarter of the column
// there; from 1,024 to 1,279 px four samples sit two by two.
const across = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-2 xl:grid-cols-4'] as const;
// The covers' `sizes` follow the layout: a phone's card (82% of the row), two cards and the edge of a third from 640 px
// (42% of the row each), two whole cards from 768 px (half the column each), then the grid's columns from 1,024 px.
const tablet = '(min-width: 768px) calc(50vw - 2.75rem), (min-width: 640px) 42vw, calc(82vw - 2rem)';
const sizesFor = (columns: number) =>
  columns >= 4
    ? `(min-width: 1280px) 16rem, (min-width: 1152px) 33rem, ${tablet}`
    : columns === 3
      ? `(min-width: 1152px) 24rem, (min-width: 1024px) calc(33vw - 2rem), ${tablet}`
      : `(min-width: 1152px) ${Math.round(72 / columns)}rem, (min-width: 1024px) ${Math.round(100 / columns)}vw, ${tablet}`;

/**
 * One sector: its name and summary, then its samples in the order of content/portfolio.json. Below 1,024 px the
 * samples are one row that scrolls sideways and snaps card by card, the next card showing at the edge, so a group is
 * one card tall and every sample stays in the page for readers and crawlers: each card a cover over its words, one
 * whole card and the edge of the next on phones, two whole cards and the edge of a third from 640 px, two whole
 * cards filling the column from 768 px (`sidewaysCard`). Over the row, under the summary, the sector's count and,
 * while it scrolls, the word that says so ("4 samples · swipe"). From 1,024 px the grid above, and the count alone.
 */
export function WorkCategory({ category }: { category: PortfolioCategory }) {
  const count = category.items.length;
  const columns = Math.min(count, 4);
  const sizes = sizesFor(columns);
  const scrolls = count > 1;
  return (
    <section id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-24 border-t border-line py-8 first-of-type:border-t-0 first-of-type:pt-0 md:py-10 lg:py-14">
      <header className="mb-5 lg:mb-8 grid content-start gap-2 sm:gap-3 md:grid-cols-12 md:items-baseline md:gap-x-8 lg:gap-x-10">
        {/* The name the owner gives the group, then its dek (what kind of work it holds), so the names read as one set
            whether a group is a sector, a client or a format. */}
        <div className="md:col-span-6 lg:col-span-5">
          <h3 id={`${category.id}-title`} className="text-balance font-display text-2xl font-semibold tracking-tight md:text-3xl lg:text-2xl">
            {category.name}
          </h3>
          <p className="mt-1 text-pretty text-lg leading-snug text-ink">{category.kind}</p>
        </div>
        <div className="md:col-span-6 lg:col-span-7">
          <p className="max-w-measure text-muted">{category.description}</p>
          <ScrollHint count={count} scrollsBelow="lg" className="mt-2" />
        </div>
      </header>
      <ul
        className={`${sidewaysRow} sm:gap-6 md:gap-8 lg:gap-x-6 lg:gap-y-8 ${across[columns]}`}
      >
        {category.items.map((item) => (
          <li key={item.url} className={`${sidewaysCard} ${scrolls ? '' : 'max-lg:w-full'}`}>
            <WorkCard item={item} sizes={sizes} />
          </li>
        ))}
      </ul>
    </section>
  );
}
