/** Bundles the browser scripts (see browser-bundle.ts) once, before `next build`; `npm run dev` watches them instead (lib/commands/dev.ts). */
import { build } from 'esbuild';
import { browserBundle } from './browser-bundle';

export async function bundleBrowserScripts(): Promise<void> {
  await build(browserBundle);
}
