import localFont from 'next/font/local';

/**
 * The faces (Inter, and Fraunces in roman and italic), each cut to the characters the site uses before each build (scripts/prebuild/subset-font.ts writes
 * app/fonts/*.woff2), with a metric-matched fallback so the swap moves a line only where the face wraps it differently. Both are on every first screen
 * (the headline in Fraunces, the lede and navigation in Inter), so both are preloaded (scripts/postbuild/font-preload.ts, from the stylesheet's `@font-face` rules), and both `swap`: the first
 * paint never waits for a face, and a first visit over a slow connection still ends in her faces once they arrive
 * (docs/performance.md "Fonts").
 */

/** Inter, weights 400 to 700: interface, body, labels, buttons and forms. */
export const inter = localFont({
  src: './fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/**
 * Fraunces at weight 600 (its axis pinned by the subset): headlines, pull quotes, big numerals and the brand line; its
 * italic, cut to the characters of words, is the writer's voice (kickers, a headline's emphasis: `font-display italic`).
 */
export const fraunces = localFont({
  src: [
    { path: './fonts/fraunces.woff2', weight: '600', style: 'normal' },
    { path: './fonts/fraunces-italic.woff2', weight: '600', style: 'italic' },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});
