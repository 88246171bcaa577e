/**
 * `npm run build`, `npm run dev` and `npm run check`: one process for each (one TypeScript start instead of
 * one per step).
 *
 *   tsx lib/commands/build.ts          check, bundle the browser scripts, subset the font, next build (which
 *                                      type-checks), keep the pages the Next shape tests read, post-export steps
 *   tsx lib/commands/build.ts --dev    check (problems are shown, not fatal), subset the font, then next dev with the
 *                                      browser scripts rebuilt on every change (lib/commands/dev.ts)
 *   tsx lib/commands/build.ts --check  only the check: every post and content module, every problem at once
 */
import { spawnSync } from 'node:child_process';
import { captureShapes } from '../export/capture-shapes';
import { exportDir } from '../export/settings';
import { bundleBrowserScripts } from '../prebuild/bundle-browser';
import { checkSite, formatProblems } from '../prebuild/check';
import { subsetSiteFont } from '../prebuild/subset-font';
import { startDev } from './dev';

/** Problems the owner must fix; printed without a stack trace. */
class NotReady extends Error {}

async function step(name: string, run: () => void | Promise<void>) {
  const started = Date.now();
  await run();
  console.log(`prebuild: ${name} (${Date.now() - started} ms)`);
}

async function main() {
  const mode = process.argv[2];
  const problems = checkSite();
  if (mode === '--check') {
    if (problems.length) throw new NotReady(formatProblems(problems));
    return console.log('check: every post and every content module is fine');
  }
  if (mode === '--dev') {
    if (problems.length) console.warn(formatProblems(problems));
    await step('subset the web font', async () => void (await subsetSiteFont()));
    return startDev(process.argv.slice(3));
  }
  if (problems.length) throw new NotReady(formatProblems(problems));
  await step('bundle browser scripts', bundleBrowserScripts);
  await step('subset the web font', async () => void (await subsetSiteFont()));
  const next = spawnSync('next', ['build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (next.status !== 0) process.exit(next.status ?? 1);
  captureShapes(exportDir);
  await import('../export/postbuild');
}

main().catch((error: unknown) => {
  console.error(error instanceof NotReady ? error.message : error);
  process.exit(1);
});
