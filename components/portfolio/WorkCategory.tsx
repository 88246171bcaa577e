import type { PortfolioCategory } from '@/content/portfolio';
import { WorkCard } from './WorkCard';

/** One sector: its name and summary on the left on wide screens, its samples in a grid. */
export function WorkCategory({ category }: { category: PortfolioCategory }) {
  const count = category.items.length;
  return (
    <section
      id={category.id}
      aria-labelledby={`${category.id}-title`}
      className="grid scroll-mt-24 gap-6 border-t border-line py-10 first-of-type:border-t-0 first-of-type:pt-0 md:py-14 lg:grid-cols-12 lg:gap-10"
    >
      <header className="lg:sticky lg:top-28 lg:col-span-4 lg:self-start">
        <h3 id={`${category.id}-title`} className="text-2xl font-bold tracking-tight">
          {category.name}
        </h3>
        <p className="mt-3 text-muted">{category.description}</p>
        <p className="mt-3 text-sm font-semibold uppercase tracking-wider text-accent">
          {count} {count === 1 ? 'sample' : 'samples'}
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-8 md:gap-5">
        {category.items.map((item) => (
          <li key={item.url}>
            <WorkCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
