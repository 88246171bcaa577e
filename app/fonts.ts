import localFont from 'next/font/local';

/**
 * Inter variable, cut to the characters the site uses and weights 400 to 900 before each build
 * (lib/prebuild/subset-font.ts writes app/fonts/inter.woff2), preloaded by every page, with a
 * metric-matched Arial fallback. `optional`, chosen by measurement (docs/architecture.md, "First paint"): the text
 * waits at most 100 ms for Inter and is never redrawn afterwards, so nothing can shift; `swap`
 * redrew the text when the font came after the first paint and moved the 404 page's lines.
 */
export const inter = localFont({
  src: './fonts/inter.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
