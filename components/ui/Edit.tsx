import type { EditWords } from '@/lib/content/edit-schema';
import { Figures } from './Figures';
import { CreditRule } from './Quotation';

/** How large the two lines are set: `feature` beside a hero or a closing band, `compact` in a case study's margin. */
const lineSizes = {
  // From 768 to 1,023 px, where a feature runs the page's width, the two lines stand side by side, before and after.
  feature: {
    rewrite: 'text-[1.5rem] leading-[1.2] md:text-[1.625rem]',
    before: 'mt-3 md:mt-4',
    apart: 'mt-4 md:max-lg:mt-0 lg:mt-5',
    measure: 'max-w-[32rem]',
    struck: 'max-w-[32rem]',
    layout: 'md:max-lg:grid md:max-lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:max-lg:items-start md:max-lg:gap-x-10',
  },
  // The two lines keep a card's measure beside a wide column; compact, they run the width they are given (a case
  // study's margin from 1,024 px, the text's on phones) and, from 768 px where the block runs the column's width, the
  // measure of the text they follow.
  compact: { rewrite: 'text-[1.375rem] leading-[1.25] md:text-[1.5rem] xl:text-[1.625rem]', before: 'mt-3 md:mt-4', apart: 'mt-4 md:mt-5', measure: 'max-w-none md:max-lg:max-w-post', struck: 'max-w-none md:max-lg:max-w-measure', layout: '' },
} as const;

/**
 * The edit's two lines: "Before" in small capitals over the client's line, struck through by her pen (a real `<del>`,
 * muted, the strike in the accent), then "After" over her rewrite (`<ins>`) large in the display serif. Each label is
 * printed and read out with its line ("Before: …"), so neither the strike nor the colour is the only sign of which is
 * which.
 */
function EditLines({ edit, size = 'feature', className = '' }: { edit: Pick<EditWords, 'before' | 'after' | 'beforeLabel' | 'afterLabel'>; size?: keyof typeof lineSizes; className?: string }) {
  const mark = 'block label-caps';
  const { rewrite, apart, measure, struck, layout } = lineSizes[size];
  return (
    <div className={`${layout} ${className}`}>
      <p className={struck}>
        <span className={`${mark} text-muted`}>
          {edit.beforeLabel}
          <span className="sr-only">: </span>
        </span>
        <del className="mt-1 block text-pretty text-[0.9375rem] leading-6 text-muted decoration-accent decoration-2 md:text-base md:leading-relaxed">
          {/* Hyphenated words kept whole: the strike is drawn over the text, so a line ending on a hyphen seemed struck past its last word. */}
          <Figures text={edit.before} hyphenated />
        </del>
      </p>
      <p className={`${apart} ${measure}`}>
        <span className={`${mark} text-accent`}>
          {edit.afterLabel}
          <span className="sr-only">: </span>
        </span>
        <ins className={`mt-1.5 block text-pretty font-display ${rewrite} tracking-[-0.015em] text-ink no-underline`}>{edit.after}</ins>
      </p>
    </div>
  );
}

/**
 * Her edit, shown: a client's line as it was, struck through by her pen, then her rewrite set large in the display
 * serif (`EditLines`), a margin note on what the edit did and a credit. The note and the credit follow the lines at
 * every width, so a long client name keeps the measure of the lines rather than breaking in a narrow margin. Print,
 * not a widget: no box, no script. `compact` sets it a size smaller and closer, for a margin or the foot of a chapter
 * (a case study's "What I did").
 */
export function Edit({ edit, compact = false, className = '' }: { edit: EditWords; compact?: boolean; className?: string }) {
  const size = compact ? 'compact' : 'feature';
  return (
    <figure className={`border-t-[3px] border-ink pt-3 ${className}`}>
      <p className="max-w-none label-caps text-ink">{edit.label}</p>
      <EditLines edit={edit} size={size} className={lineSizes[size].before} />
      <figcaption className={`text-sm leading-6 ${compact ? 'mt-4 md:mt-5' : 'mt-4 md:mt-6'}`}>
        <p className="max-w-[34rem] border-l-2 border-accent pl-3 text-ink">{edit.note}</p>
        <p className="mt-3 flex max-w-none gap-3 text-muted">
          <CreditRule className="bg-accent" />
          <span className="min-w-0">
            {/* Each a whole: a long name takes its own lines and the kind follows under it, never split between them. */}
            <span className="mr-2 inline-block label-caps leading-6 text-ink">
              {edit.client}
              <span className="sr-only">,</span>
            </span>
            <span className="inline-block">{edit.kind}</span>
          </span>
        </p>
      </figcaption>
    </figure>
  );
}
