import type { Stat } from '@/lib/content/types';

/**
 * Big numerals in the display serif with a short label beneath: four across from 1,024 px (or two by two in a split
 * section's column), two by two below.
 * Value and label are one sentence in the markup ("10M+ words written"), so crawlers and screen readers read the
 * claim whole.
 */
export function StatGrid({ stats, columns, tone = 'paper', className = '' }: { stats: Stat[]; columns?: 2; tone?: 'paper' | 'ink'; className?: string }) {
  // As many across as there are figures (up to four), so a row never leaves a cell empty; two by two in a narrow column.
  const wide = columns === 2 ? '' : ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'][Math.min(stats.length, 4)];
  return (
    <ul className={`grid gap-x-6 gap-y-7 md:gap-x-10 md:gap-y-10 ${stats.length === 1 ? '' : 'grid-cols-2'} ${wide} ${className}`}>
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`} className={`border-t pt-4 md:pt-5 ${tone === 'ink' ? 'border-white/40' : 'border-ink'}`}>
          <p>
            <span className={`block whitespace-nowrap font-display font-semibold ${tone === 'ink' ? 'text-white' : 'text-ink'} ${columns === 2 ? 'text-5xl leading-none tracking-tight' : 'text-numeral'}`}>{stat.value}</span>{' '}
            <span className={`mt-3 block text-base leading-snug ${tone === 'ink' ? 'text-slate-300' : 'text-muted'}`}>{stat.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
