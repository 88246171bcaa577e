/**
 * What a page's first paint waits for. Every page ends its opening block (the hero: headline, lede, byline or
 * first buttons) with an empty marker carrying this id (components/ui/FirstScreenEnd.tsx), and the layout's
 * `<link rel="expect" href="#first-screen-end" blocking="render">` holds rendering until the parser reaches it
 * (browsers release it once the element is in the document, so the marker sits after the block, not on it).
 * A browser that paints a page while it is still arriving (a slow phone, a busy CPU) would otherwise show a
 * half-parsed hero and then move what it had shown: a centred button widening as its label arrives, a portrait
 * re-centred beside a byline that gained a line. What follows the block only ever appears below what is shown.
 *
 * The block must arrive in the first flight of the response: tests/gates/headline.ts measures the compressed bytes
 * to the marker on every page, and fails a page without one or with its `<h1>` after it.
 */
export const firstScreenEndId = 'first-screen-end';
