import localFont from 'next/font/local';

/**
 * Inter variable, cut to the characters the site uses and weights 400 to 900 before each build
 * (lib/prebuild/subset-font.ts writes app/fonts/inter.woff2), with a metric-matched Arial fallback
 * so nothing shifts when it arrives.
 */
export const inter = localFont({
  src: './fonts/inter.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
