import { Figures } from '@/components/ui/Figures';

/** The two grounds a list of short numbered lines sits on, the numeral in the ground's accent. */
const tones = {
  /** The Services pricing band in ink: the terms between hairlines, a step larger from 640 px. */
  ink: {
    list: 'max-w-none divide-y divide-white/15 border-y border-white/30',
    item: 'gap-4 py-3 sm:gap-5',
    numeral: 'w-8 text-accent-on-ink sm:w-10 sm:text-2xl',
    text: 'text-base text-white sm:text-lg',
  },
  /** A note on paper or white (the contact sidebar's next steps): hairlines between the lines only, across the list's width. */
  paper: {
    list: 'divide-y divide-line',
    item: 'gap-3 py-3 first:pt-0 last:pb-0',
    numeral: 'w-7 text-accent',
    text: 'text-ink',
  },
};

/**
 * Short lines in their order, each led by its numeral (01, 02…) in the display face, in a fixed-width column so every
 * line's text starts level: the pricing terms on /services and the next steps beside the enquiry form.
 */
export function NumberedLines({ items, tone, className = '' }: { items: readonly string[]; tone: keyof typeof tones; className?: string }) {
  const style = tones[tone];
  return (
    <ol className={`${style.list} ${className}`}>
      {items.map((line, index) => (
        <li key={line} className={`flex max-w-none items-baseline ${style.item}`}>
          <span aria-hidden="true" className={`shrink-0 font-display text-xl font-semibold tabular-nums ${style.numeral}`}>
            {String(index + 1).padStart(2, '0')}
          </span>
          {/* A paragraph, so the line keeps the measure (the base rule) while its row's hairline runs the list's width. */}
          <p className={style.text}>
            <Figures text={line} />
          </p>
        </li>
      ))}
    </ol>
  );
}
