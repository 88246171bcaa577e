import { Figures } from '@/components/ui/Figures';

/** One entry of a numbered list: a short title and a sentence or two (the words live in content/). */
export interface NumberedItem {
  title: string;
  body: string;
}

/**
 * How the list sits in its section. Every form is the same ruled, numbered list: a numeral in the display face in
 * the accent, then the title (sans, semibold) and its body in muted text. On phones the numeral leads the title's
 * line (a title that wraps stays beside it) and the body takes the full width under both.
 */
const layouts = {
  /** One ruled column, the numeral beside the text from 640 px: the evidence column of a split section. */
  column: {
    list: 'border-t border-line',
    item: 'border-b border-line py-3.5 sm:grid sm:grid-cols-[3rem_1fr] md:py-8',
    text: '',
  },
  /** Two columns from 768 px (numeral above the text there), each entry under its own rule: read two by two. */
  pairs: {
    list: 'grid gap-y-8 md:grid-cols-2 md:gap-x-16 md:gap-y-14',
    item: 'border-t border-line pt-5 sm:grid sm:grid-cols-[3rem_1fr] md:block md:pt-6',
    text: 'md:mt-3',
  },
  /** Three across from 1,024 px (numeral above the text); below that one column with the numeral beside it. */
  row: {
    list: 'grid gap-4 md:gap-8 lg:grid-cols-3 lg:gap-10',
    item: 'border-t border-line pt-4 sm:grid sm:grid-cols-[3rem_1fr] md:grid-cols-[4rem_1fr] md:pt-6 lg:block',
    text: 'lg:mt-3',
  },
};

export function NumberedList({
  items,
  layout,
  heading: Heading = 'h3',
  className = '',
}: {
  items: readonly NumberedItem[];
  layout: keyof typeof layouts;
  /** The entries' heading level under the section's. */
  heading?: 'h3' | 'h4';
  className?: string;
}) {
  const { list, item, text } = layouts[layout];
  return (
    <ol className={`${list} ${className}`}>
      {items.map((entry, index) => (
        <li key={entry.title} className={`${item} max-w-none items-baseline gap-x-6`}>
          <span aria-hidden="true" className="float-left mr-3 block w-7 font-display text-xl font-semibold leading-7 text-accent tabular-nums sm:float-none sm:mr-0 sm:w-auto sm:text-2xl sm:leading-tight md:text-3xl">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className={text}>
            <Heading className="text-xl font-semibold tracking-tight max-sm:flow-root">{entry.title}</Heading>
            <p className="mt-1.5 max-w-measure text-muted max-sm:text-base max-sm:leading-relaxed md:mt-2">
              <Figures text={entry.body} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
