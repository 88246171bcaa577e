import { site } from '@/content/site';

const boxes = { sm: 'size-9 text-base', md: 'size-12 text-lg', lg: 'size-16 text-2xl' };

/** The owner's monogram in the accent colour, set in the display serif: the brand mark, author mark and favicon motif. */
export function Monogram({ size = 'sm' }: { size?: keyof typeof boxes }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-card bg-accent font-display font-semibold text-white ${boxes[size]}`}
    >
      {site.monogram}
    </span>
  );
}
