import localFont from 'next/font/local';

/**
 * The two faces, each cut to the characters the site uses before each build (lib/prebuild/subset-font.ts writes
 * app/fonts/*.woff2), preloaded by every page, with a metric-matched fallback so the swap cannot move a line.
 * `optional`, chosen by measurement (docs/design.md "Faces"): the text waits at most 100 ms for a face and is never
 * redrawn afterwards, so nothing can shift; `swap` redrew the text when the font came after the first paint.
 */

/** Inter, weights 400 to 700: interface, body, labels, buttons and forms. */
export const inter = localFont({
  src: './fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/** Fraunces at weight 600 (its axis pinned by the subset): headlines, pull quotes, big numerals and the brand line. */
export const fraunces = localFont({
  src: './fonts/fraunces.woff2',
  weight: '600',
  style: 'normal',
  display: 'optional',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});
