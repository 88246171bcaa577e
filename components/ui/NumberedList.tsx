import { Figures } from '@/components/ui/Figures';

/** One entry of a numbered list: a short title and a sentence or two (the words live in content/). */
export interface NumberedItem {
  title: string;
  body: string;
}

/**
 * Steps in their order, as a ruled, numbered list: a numeral in the display face in the accent, then the title (sans,
 * semibold) and its body in muted text. Three across from 1,024 px (the numeral above the text); below that one
 * column, the numeral beside the text from 640 px and leading the title's line on phones (a title that wraps stays
 * beside it), the body under both.
 */
export function NumberedList({
  items,
  heading: Heading = 'h3',
  className = '',
}: {
  items: readonly NumberedItem[];
  /** The entries' heading level under the section's. */
  heading?: 'h3' | 'h4';
  className?: string;
}) {
  return (
    <ol className={`grid gap-4 md:gap-8 lg:grid-cols-3 lg:gap-10 ${className}`}>
      {items.map((entry, index) => (
        <li key={entry.title} className="max-w-none items-baseline gap-x-6 border-t border-line pt-4 sm:grid sm:grid-cols-[3rem_1fr] md:grid-cols-[4rem_1fr] md:pt-6 lg:block">
          <span aria-hidden="true" className="float-left mr-3 block w-7 font-display text-xl font-semibold leading-7 text-accent tabular-nums sm:float-none sm:mr-0 sm:w-auto sm:text-2xl sm:leading-tight md:text-3xl">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className="lg:mt-3">
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
