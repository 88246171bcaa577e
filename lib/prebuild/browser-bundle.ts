/**
 * What the visitor's browser runs, bundled from lib/browser (minified, no framework): public/enhance.js for
 * every page, public/hydrate.js for the interactive routes only, public/search.js for the pages with the search box. Built before `next build`
 * (bundle-browser.ts) and rebuilt on every change under `npm run dev` (lib/commands/dev.ts).
 */
import type { BuildOptions } from 'esbuild';

export const browserBundle: BuildOptions = {
  entryPoints: [
    { in: 'lib/browser/enhance.ts', out: 'enhance' },
    { in: 'lib/browser/interactive.ts', out: 'hydrate' },
    { in: 'lib/browser/search-box.ts', out: 'search' },
  ],
  outdir: 'public',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};
