/** Bundles the browser scripts (see browser-bundle.ts) once, before `next build`. */
import { build } from 'esbuild';
import { browserBundle } from './browser-bundle';

build(browserBundle).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
