/** Bundles lib/enhance into public/enhance.js (minified, no framework) before `next build`. */
import { build } from 'esbuild';

build({
  entryPoints: ['lib/enhance/index.ts'],
  outfile: 'public/enhance.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
