import { sampleCount, sampleScrollHint } from '@/lib/content/portfolio';
import { Icon } from './Icon';

/** Up to where a row scrolls sideways (then a grid): the hint shows below it only. */
const shownBelow = { md: 'md:hidden', lg: 'lg:hidden' } as const;

/**
 * Over a row of samples: how many there are and, while the row scrolls sideways, the word that says so with an arrow
 * ("4 samples · swipe →", `sampleCount` and `scrollHint` in content/pages/portfolio.json), so a reader knows there is
 * more past the edge. `scrollsBelow` is the width from which the row is a grid; `countAlways` keeps the count there
 * (a portfolio sector), else the whole line goes with the scrolling (the home page's work, whose heading says the rest).
 */
export function ScrollHint({ count, scrollsBelow, countAlways = true, className = '' }: { count: number; scrollsBelow: keyof typeof shownBelow; countAlways?: boolean; className?: string }) {
  const scrolls = count > 1;
  if (!scrolls && !countAlways) return null;
  return (
    <p className={`flex max-w-none items-center gap-1.5 label-caps text-accent ${countAlways ? '' : shownBelow[scrollsBelow]} ${className}`}>
      {sampleCount(count)}
      {scrolls && (
        <span className={`inline-flex items-center gap-1.5 ${shownBelow[scrollsBelow]}`}>
          <span aria-hidden="true" className="text-muted">·</span>
          <span>{sampleScrollHint}</span>
          <Icon name="arrow-right" className="size-4" />
        </span>
      )}
    </p>
  );
}
