/**
 * Bundles lib/browser before `next build` (minified, no framework): public/enhance.js for every page,
 * public/hydrate.js for the interactive routes only.
 */
import { build } from 'esbuild';

export async function bundleBrowserScripts(): Promise<void> {
  await build({
    entryPoints: [
      { in: 'lib/browser/enhance.ts', out: 'enhance' },
      { in: 'lib/browser/interactive.ts', out: 'hydrate' },
    ],
    outdir: 'public',
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
  });
}
