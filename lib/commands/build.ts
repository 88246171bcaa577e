/**
 * `npm run build`, `npm run dev` and `npm run check`.
 *
 *   tsx lib/commands/build.ts                   the steps below (--prebuild) in a process of their own, then next build
 *                                               (which type-checks), keep the pages the Next shape tests read, then the
 *                                               post-export steps
 *   tsx lib/commands/build.ts --prebuild        check, bundle the browser scripts, subset the fonts, set the diagrams in
 *                                               them, draw the icon sprite, write the portrait and the editor (/admin)
 *   tsx lib/commands/build.ts --dev             check (problems are shown, not fatal), subset the fonts, set the diagrams, draw the icon sprite, write the portrait and the
 *                                               editor, then next dev with the browser scripts rebuilt on every change
 *                                               and the editor's local backend (lib/commands/dev.ts)
 *   tsx lib/commands/build.ts --check           only the check: the settings, every post and content module, every
 *                                               problem at once; then one line if anything sample or default is left
 *   tsx lib/commands/build.ts --check --launch  the check, then the launch checklist: everything still sample or
 *                                               default, each with its file and what to do; fails while anything is left
 */
import { spawn } from 'node:child_process';
import { captureShapes } from '../export/capture-shapes';
import { exportDir } from '../export/settings';
import { bundleBrowserScripts } from '../prebuild/bundle-browser';
import { checkSettings } from '../prebuild/check-settings';
import { writeIconSprite } from '../prebuild/icon-sprite';
import { formatProblems } from '../prebuild/problems';
import { subsetSiteFonts } from '../prebuild/subset-font';

/** Problems the owner must fix; printed without a stack trace. */
class NotReady extends Error {}

async function step(name: string, run: () => void | Promise<void>) {
  const started = Date.now();
  await run();
  console.log(`prebuild: ${name} (${Date.now() - started} ms)`);
}

/** The check, then what `mode` asks for: the check alone, the dev server, or the steps before `next build`. */
async function main(mode: string, rest: string[]) {
  // The settings first: the modules imported below read them as they load.
  const settingsProblems = checkSettings();
  if (settingsProblems.length) throw new NotReady(formatProblems(settingsProblems));
  const checked = Date.now();
  const { checkSite } = await import('../prebuild/check');
  const problems = checkSite();
  if (mode !== '--check') console.log(`prebuild: check the settings, posts and content (${Date.now() - checked} ms)`);
  if (mode === '--check') {
    if (problems.length) throw new NotReady(formatProblems(problems));
    console.log('check: the settings, every post and every content module are fine');
    const { launchItems, formatLaunchList, launchWarning } = await import('../prebuild/launch');
    const { readLaunchFacts } = await import('../prebuild/launch-facts');
    const items = launchItems(readLaunchFacts());
    if (rest.includes('--launch')) {
      if (items.length) throw new NotReady(formatLaunchList(items));
      return console.log(formatLaunchList(items));
    }
    const warning = launchWarning(items);
    if (warning) console.warn(warning);
    return;
  }
  const { writeAdmin } = await import('../prebuild/admin');
  const { writePortrait } = await import('../prebuild/portrait');
  const { writeDiagrams } = await import('../prebuild/diagrams');
  if (mode === '--dev') {
    if (problems.length) console.warn(formatProblems(problems));
    await step('subset the web fonts', async () => void (await subsetSiteFonts()));
    await step('set the diagrams in the site faces', async () => void (await writeDiagrams()));
    await step('draw the icon sprite', () => writeIconSprite());
    await step('write the portrait', async () => void (await writePortrait()));
    await step('the editor at /admin', () => writeAdmin({ dev: true }));
    const { startDev } = await import('./dev');
    return startDev(rest);
  }
  if (problems.length) throw new NotReady(formatProblems(problems));
  await step('bundle browser scripts', bundleBrowserScripts);
  await step('subset the web fonts', async () => void (await subsetSiteFonts()));
  await step('set the diagrams in the site faces', async () => void (await writeDiagrams()));
  await step('draw the icon sprite', () => writeIconSprite());
  await step('write the portrait', async () => void (await writePortrait()));
  await step('the editor at /admin', () => writeAdmin({ dev: false }));
}

/** Runs a command with this process's output; exits with its status when it fails. */
async function run(command: string, args: string[]) {
  const status = await new Promise<number | null>((done) => {
    spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).on('close', done);
  });
  if (status !== 0) process.exit(status ?? 1);
}

/**
 * `npm run build`: the steps before `next build` in a process of their own (`--prebuild`), which ends before Next
 * starts, so what the checks loaded (every post, rendered) is not held beside Next's workers; then `next build`,
 * then the post-export steps here.
 */
async function build() {
  await run(process.execPath, [...process.execArgv, process.argv[1], '--prebuild']);
  await run('next', ['build']);
  captureShapes(exportDir);
  await import('../export/postbuild');
}

const [mode, ...rest] = process.argv.slice(2);
if (mode !== undefined && !['--check', '--dev', '--prebuild'].includes(mode)) {
  console.error(`build: unknown option ${mode} (--check, --dev or --prebuild)`);
  process.exit(1);
}
(mode === undefined ? build() : main(mode, rest)).catch((error: unknown) => {
  console.error(error instanceof NotReady ? error.message : error);
  process.exit(1);
});

