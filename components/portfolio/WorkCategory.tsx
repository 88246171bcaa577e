import { sampleCount, type PortfolioCategory } from '@/lib/content/portfolio';
import { WorkCard } from './WorkCard';

/**
 * One card size per width in every group: two across from 640 px, four from 1,024 px. Where a group's count leaves
 * cells empty in its row, the group's header takes them (three samples: the header is the first cell, at both widths),
 * so no row has a gap and no card stands alone; a group that fills its rows has its header above.
 */
const sizes = '(min-width: 1152px) 16rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
const headerSpanSm = ['sm:col-span-2', 'sm:col-span-1'] as const;
const headerSpanLg = ['lg:col-span-4', 'lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3'] as const;

/**
 * One sector: its name and summary, then its samples, in the order of content/portfolio.json, with their covers. On
 * phones only the featured samples (or, with none marked, the first) keep their covers; the rest are compact ruled rows.
 */
export function WorkCategory({ category }: { category: PortfolioCategory }) {
  const count = category.items.length;
  const featured = category.items.filter((item) => item.featured);
  const lead = featured.length ? featured : category.items.slice(0, 1);
  // Empty cells the cards leave in their last row, at two and at four across; the header fills them (0: it goes above).
  const gapSm = (2 - (count % 2)) % 2;
  const gapLg = (4 - (count % 4)) % 4;
  const wide = gapLg === 0;
  return (
    <section
      id={category.id}
      aria-labelledby={`${category.id}-title`}
      className="scroll-mt-24 border-t border-line py-8 first-of-type:border-t-0 first-of-type:pt-0 sm:grid sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8 md:py-14 lg:grid-cols-4"
    >
      <header className={`mb-6 grid content-start gap-3 sm:mb-0 ${headerSpanSm[gapSm]} ${headerSpanLg[gapLg]} ${wide ? 'md:mb-2 lg:grid-cols-12 lg:items-baseline lg:gap-10' : ''}`}>
        <h3 id={`${category.id}-title`} className={`font-display text-2xl font-semibold tracking-tight md:text-3xl lg:text-2xl ${wide ? 'lg:col-span-5' : ''}`}>
          {category.name}
        </h3>
        <p className={`max-w-measure text-muted ${wide ? 'lg:col-span-7' : ''}`}>
          {category.description}{' '}
          <span className="whitespace-nowrap text-sm font-semibold uppercase tracking-wider text-accent">
            {sampleCount(count)}
          </span>
        </p>
      </header>
      <ul className="grid divide-y divide-line sm:contents sm:divide-y-0">
        {category.items.map((item) => {
          const compact = !lead.includes(item);
          return (
            <li key={item.url} className={`min-w-0 ${compact ? 'py-3 sm:py-0' : 'pb-5 sm:pb-0'}`}>
              <WorkCard item={item} sizes={sizes} compact={compact} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
