/**
 * What the visitor's browser runs, bundled with esbuild: the site's plain scripts from lib/browser (public/enhance.js
 * for every page, public/hydrate.js, the islands' loader, for pages with an island, public/search.js for the pages with the search box) and one ES module per React
 * island, public/islands/<name>.js from islands/<name>.island.tsx, holding the component and the project's own
 * `react` and `react-dom`. Built before `next build` (`bundleBrowserScripts`) and rebuilt on every change under
 * `npm run dev` (scripts/commands/dev.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { basePath } from '../settings';
import { islandBundlePath } from '../../lib/render/own-markup';

const islandSuffix = '.island.tsx';

/** Each island's entry in the project at `root` and the bundle it becomes: islands/enquiry-form.island.tsx -> islands/enquiry-form. */
export const islandEntries = (root = '.') =>
  readdirSync(join(root, 'islands'))
    .filter((file) => file.endsWith(islandSuffix))
    .sort()
    .map((file) => ({ in: `islands/${file}`, out: islandBundlePath(file.slice(0, -islandSuffix.length)).replace(/^\/|\.js$/g, '') }));

const common: BuildOptions = {
  outdir: 'public',
  bundle: true,
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
  // What the components read from the environment, as `next build` gives it to them (next.config.ts).
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath) },
};

/** The plain scripts, one classic script each. */
export const scriptsBundle: BuildOptions = {
  ...common,
  entryPoints: [
    { in: 'lib/browser/enhance.ts', out: 'enhance' },
    { in: 'lib/browser/hydrate.ts', out: 'hydrate' },
    { in: 'lib/browser/search-box.ts', out: 'search' },
  ],
  format: 'iife',
};

/** The islands of the project at `root`, one ES module each (the loader brings it in with `import()`). */
export const islandsBundle = (root = '.'): BuildOptions => ({ ...common, entryPoints: islandEntries(root), format: 'esm', jsx: 'automatic' });

export const browserBundles = (): BuildOptions[] => [scriptsBundle, islandsBundle()];

/** Bundles them once, before `next build`; `npm run dev` watches them instead. */
export async function bundleBrowserScripts(): Promise<void> {
  await Promise.all(browserBundles().map((options) => build(options)));
}
