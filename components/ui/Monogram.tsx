import { site } from '@/lib/content/site';

const boxes = {
  sm: 'size-9 text-base',
  md: 'size-12 text-lg',
  lg: 'size-16 text-2xl',
  /** About, where a portrait would be: her initials as a seal, large. */
  xl: 'size-28 text-5xl md:size-32 md:text-[3.5rem]',
};

/**
 * The owner's initials set as a typographic mark in the display serif: ink on paper inside an accent ring, like a
 * writer's seal, so where a portrait would be the page still shows a person (the author mark in bylines and the favicon's motif; the top bar sets her name instead).
 */
export function Monogram({ size = 'sm' }: { size?: keyof typeof boxes }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-paper font-display font-semibold tracking-tight text-ink ring-1 ring-accent ring-inset ${boxes[size]}`}
    >
      <span className="-translate-y-[0.04em]">{site.monogram}</span>
    </span>
  );
}
