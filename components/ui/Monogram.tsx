import { site } from '@/content/site';

/** The owner's monogram in the accent colour: the brand mark, author mark and favicon motif. */
export function Monogram({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-9 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-card bg-accent font-bold tracking-tight text-white ${box}`}
    >
      {site.monogram}
    </span>
  );
}
