/**
 * `npm run build`: the whole build in one process (one TypeScript start instead of one per step).
 * The steps before `next build` (lib/prebuild/), then `next build` itself, then the post-export
 * steps on out/ (lib/export/postbuild.ts, which runs when imported).
 *
 *   tsx lib/build.ts                 prebuild, next build, postbuild
 *   tsx lib/build.ts --dev           prebuild, then `next dev` (npm run dev)
 *   tsx lib/build.ts --check-posts   only check the posts (a second, no build)
 */
import { spawnSync } from 'node:child_process';
import { bundleBrowserScripts } from './prebuild/bundle-browser';
import { checkPosts, PostsNotReady } from './prebuild/check-posts';
import { subsetSiteFont } from './prebuild/subset-font';

async function step(name: string, run: () => void | Promise<void>) {
  const started = Date.now();
  await run();
  console.log(`prebuild: ${name} (${Date.now() - started} ms)`);
}

function next(command: 'build' | 'dev') {
  const result = spawnSync('next', [command], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  const mode = process.argv[2];
  await step('check posts', checkPosts);
  if (mode === '--check-posts') return;
  await step('bundle browser scripts', bundleBrowserScripts);
  await step('subset the web font', async () => void (await subsetSiteFont()));
  if (mode === '--dev') return next('dev');
  next('build');
  await import('./export/postbuild');
}

main().catch((error: unknown) => {
  console.error(error instanceof PostsNotReady ? error.message : error);
  process.exit(1);
});
