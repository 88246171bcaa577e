import localFont from 'next/font/local';

/**
 * The two faces, each cut to the characters the site uses before each build (lib/prebuild/subset-font.ts writes
 * app/fonts/*.woff2), with a metric-matched fallback so the swap cannot move a line. Chosen by measurement
 * (docs/performance.md "First paint"): `optional`, so the text waits at most 100 ms for a face and is never redrawn
 * afterwards (nothing can shift; `swap` redrew the text when the font came after the first paint), and not
 * preloaded, so on a slow first visit the fonts do not compete with the document: the headline paints in the
 * fallback and later pages have the faces from the cache.
 */

/** Inter, weights 400 to 700: interface, body, labels, buttons and forms. */
export const inter = localFont({
  src: './fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/** Fraunces at weight 600 (its axis pinned by the subset): headlines, pull quotes, big numerals and the brand line. */
export const fraunces = localFont({
  src: './fonts/fraunces.woff2',
  weight: '600',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});
