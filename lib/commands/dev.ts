/**
 * `npm run dev` (started by lib/commands/build.ts --dev): the site at http://localhost:3000 with drafts shown,
 * rebuilt as you edit, and the editor at http://localhost:3000/admin, which works on this folder through the
 * browser (Chrome or Edge: "Work with Local Repository"). Next's dev server handles pages and posts; alongside it
 * esbuild watches lib/browser and rebuilds public/enhance.js and public/hydrate.js on every change. Arguments go to
 * `next dev` (`npm run dev -- -p 4000`).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { context, type Plugin } from 'esbuild';
import { browserBundle } from '../prebuild/browser-bundle';

/** Resolves when the first build has ended (so the scripts exist before Next serves a page), then logs each rebuild. */
function announceBuilds(firstBuilt: () => void): Plugin {
  return {
    name: 'announce-builds',
    setup(build) {
      let first = true;
      build.onEnd((result) => {
        if (first) firstBuilt();
        else if (result.errors.length === 0) console.log('browser scripts rebuilt (public/enhance.js, public/hydrate.js)');
        first = false;
      });
    },
  };
}

export async function startDev(nextArgs: readonly string[]): Promise<void> {
  let firstBuilt = () => {};
  const built = new Promise<void>((resolve) => (firstBuilt = resolve));
  const bundler = await context({ ...browserBundle, plugins: [announceBuilds(firstBuilt)] });
  await bundler.watch();
  await built;

  const resolve = createRequire(import.meta.url).resolve;
  const next = spawn(process.execPath, [resolve('next/dist/bin/next'), 'dev', ...nextArgs], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => next.kill(signal));
  }
  next.on('exit', async (code, signal) => {
    await bundler.dispose();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
