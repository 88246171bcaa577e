import { sampleCount, type PortfolioCategory } from '@/lib/content/portfolio';
import { WorkCard } from './WorkCard';

/**
 * Columns by the number of samples, so a group never leaves an empty cell in its one row: one, two, three or four
 * across (four as two by two at tablet width); five or more run in rows of three.
 */
const columns: Record<number, { grid: string; sizes: string }> = {
  1: { grid: 'sm:max-w-xl', sizes: '(min-width: 640px) 36rem, 100vw' },
  2: { grid: 'sm:grid-cols-2', sizes: '(min-width: 1152px) 34rem, (min-width: 640px) 50vw, 100vw' },
  3: { grid: 'sm:grid-cols-3', sizes: '(min-width: 1152px) 22rem, (min-width: 640px) 33vw, 100vw' },
  4: { grid: 'sm:grid-cols-2 lg:grid-cols-4', sizes: '(min-width: 1152px) 16rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw' },
};
const many = { grid: 'sm:grid-cols-2 lg:grid-cols-3', sizes: '(min-width: 1152px) 22rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' };

/**
 * One sector: its name and summary, then its samples, in the order of content/portfolio.json, with their covers. On
 * phones only the featured samples (or, with none marked, the first) keep their covers; the rest are compact ruled rows.
 */
export function WorkCategory({ category }: { category: PortfolioCategory }) {
  const count = category.items.length;
  const layout = columns[count] ?? many;
  const featured = category.items.filter((item) => item.featured);
  const lead = featured.length ? featured : category.items.slice(0, 1);
  return (
    <section id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-24 border-t border-line py-8 first-of-type:border-t-0 first-of-type:pt-0 md:py-14">
      <header className="mb-6 grid gap-3 md:mb-8 lg:grid-cols-12 lg:items-baseline lg:gap-10">
        <h3 id={`${category.id}-title`} className="font-display text-2xl font-semibold tracking-tight md:text-3xl lg:col-span-5">
          {category.name}
        </h3>
        <p className="max-w-measure text-muted lg:col-span-7">
          {category.description}{' '}
          <span className="whitespace-nowrap text-sm font-semibold uppercase tracking-wider text-accent">
            {sampleCount(count)}
          </span>
        </p>
      </header>
      <ul className={`grid divide-y divide-line sm:gap-6 sm:divide-y-0 ${layout.grid}`}>
        {category.items.map((item) => {
          const compact = !lead.includes(item);
          return (
            <li key={item.url} className={`min-w-0 ${compact ? 'py-3 sm:py-0' : 'pb-5 sm:pb-0'}`}>
              <WorkCard item={item} sizes={layout.sizes} compact={compact} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
