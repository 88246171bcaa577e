/**
 * A row of cards that scrolls sideways below 1,024 px and snaps card by card, the next card showing at the edge, its
 * scroller running to the screen's edges (out of the container's padding); from 1,024 px a grid, whose columns and gaps
 * the row adds. `relative`: the links' positioned screen-reader names are held by the scroller rather than widening
 * the page. Used by the portfolio's sectors (`sidewaysRow`) and the home page's work (`sidewaysRowToTablet`).
 */
const scroller = 'relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 [scrollbar-width:thin] sm:-mx-8 sm:scroll-px-8 sm:px-8';
export const sidewaysRow = `${scroller} lg:mx-0 lg:grid lg:snap-none lg:overflow-visible lg:px-0 lg:pb-0`;

/** A card of such a row: one whole card and the edge of the next on phones, two and the edge of a third from 640 px. */
const scrolled = 'w-[82%] min-w-0 max-w-none shrink-0 snap-start sm:w-[42%]';
/**
 * The portfolio's: from 768 px two whole cards fill the column (its gap 32 px, the page's margin, so the next card
 * starts at the screen's edge, unseen), the rest a swipe away under the row's hint: no card is cut off on a tablet.
 */
export const sidewaysCard = `${scrolled} md:w-[calc(50%-1rem)] lg:w-auto`;

/**
 * The same row that becomes a grid from 768 px instead (the work on the home page: three pieces, which a tablet shows
 * whole rather than two and a cut-off third), and its card.
 */
export const sidewaysRowToTablet = `${scroller} md:mx-0 md:grid md:snap-none md:overflow-visible md:px-0 md:pb-0`;
export const sidewaysCardToTablet = `${scrolled} md:w-auto`;
