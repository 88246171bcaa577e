/** Bundles the browser scripts and the islands (see browser-bundle.ts) once, before `next build`; `npm run dev` watches them instead (scripts/commands/dev.ts). */
import { build } from 'esbuild';
import { browserBundles } from './browser-bundle';

export async function bundleBrowserScripts(): Promise<void> {
  await Promise.all(browserBundles().map((options) => build(options)));
}
