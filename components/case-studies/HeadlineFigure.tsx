import type { Stat } from '@/lib/content/types';

const sizes = {
  /** The case-study page: the label a step larger from 1,024 px (at 768 its column is a third of the page). */
  large: { value: 'text-6xl md:text-7xl', label: 'mt-3 text-lg lg:text-xl' },
  /** The home hero: numeral and label side by side on phones, the large figure from 768 px. */
  hero: { value: 'text-4xl md:text-6xl lg:text-7xl', label: 'text-base md:mt-3 md:text-lg lg:text-xl' },
  /** Cards: the label keeps two lines' room from tablet width, so figures in a row of cards line up. */
  small: { value: 'text-4xl md:text-5xl', label: 'mt-2 text-[0.9375rem] sm:text-base md:min-h-[2lh]' },
};

/** A headline result: the big numeral with its label beneath, read as one phrase ("3.1x organic demo requests"). */
export function HeadlineFigure({ stat, size = 'small', className = '' }: { stat: Stat; size?: keyof typeof sizes; className?: string }) {
  return (
    <p className={className}>
      <span className={`block whitespace-nowrap font-display font-semibold leading-none tracking-tight text-accent ${sizes[size].value}`}>{stat.value}</span>{' '}
      <span className={`block text-pretty leading-snug text-ink ${sizes[size].label}`}>{stat.label}</span>
    </p>
  );
}
