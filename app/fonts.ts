import localFont from 'next/font/local';

/** Inter variable (Latin subset) from npm, with a metric-matched Arial fallback so nothing shifts. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
