import type { Stat } from '@/lib/content/types';

/**
 * Big numerals in the display serif with a short label beneath: four across from 1,024 px (or two by two in a split
 * section's column, set a step smaller on phones, where it sits in a page's first screen), two by two below.
 * Value and label are one sentence in the markup ("10M+ words written"), so crawlers and screen readers read the
 * claim whole.
 */
export function StatGrid({ stats, columns, tone = 'paper', className = '' }: { stats: Stat[]; columns?: 2; tone?: 'paper' | 'ink'; className?: string }) {
  // As many across as there are figures (up to four), so a row never leaves a cell empty; two by two in a narrow column.
  // Three figures: one row from 768 px, and on phones too when each is a short count ("23", "12", "8"); below 768 px
  // longer ones ("2.3x") put the first across both columns, so none sits alone on a row.
  const threeShort = columns !== 2 && stats.length === 3 && stats.every((stat) => stat.value.length <= 3);
  const wide = columns === 2 ? '' : threeShort ? 'grid-cols-3' : ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'md:grid-cols-3', 'lg:grid-cols-4'][Math.min(stats.length, 4)];
  const lead = columns !== 2 && stats.length === 3 && !threeShort ? 'max-md:first:col-span-2' : '';
  return (
    <ul className={`grid gap-x-6 ${columns === 2 ? 'gap-y-4 sm:gap-y-7' : 'gap-y-6'} md:gap-x-10 md:gap-y-10 ${stats.length === 1 || threeShort ? '' : 'grid-cols-2'} ${wide} ${className}`}>
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`} className={`${lead} border-t ${columns === 2 ? 'pt-3 sm:pt-4' : 'pt-4'} md:pt-5 ${tone === 'ink' ? 'border-white/40' : 'border-ink'}`}>
          <p>
            <span className={`block whitespace-nowrap font-display font-semibold ${tone === 'ink' ? 'text-white' : 'text-ink'} ${columns === 2 ? 'text-4xl leading-none tracking-tight sm:text-5xl' : 'text-numeral'}`}>{stat.value}</span>{' '}
            <span className={`block text-balance text-sm leading-5 sm:text-base sm:leading-snug ${columns === 2 ? 'mt-1.5 sm:mt-3' : 'mt-2 sm:mt-3'} ${tone === 'ink' ? 'text-slate-300' : 'text-muted'}`}>{stat.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
