/**
 * `npm run build`, `npm run dev` and `npm run check`.
 *
 *   tsx lib/commands/build.ts                   Next's route types, then the steps below (--prebuild) and the
 *                                               type-check (--type-check), each in a process of its own, then next build
 *                                               once both are ready, keep the pages the Next shape tests read, then the
 *                                               post-export steps; a type error stops it with nothing exported
 *   tsx lib/commands/build.ts --prebuild        check, bundle the browser scripts, subset the fonts, set the diagrams in
 *                                               them, draw the icon sprite, write the portrait and the editor (/admin)
 *   tsx lib/commands/build.ts --type-check      the project's type-check (lib/commands/type-check.ts)
 *   tsx lib/commands/build.ts --dev             check (problems are shown, not fatal), subset the fonts, set the diagrams, draw the icon sprite, write the portrait and the
 *                                               editor, then next dev with the browser scripts rebuilt on every change
 *                                               and the editor's local backend (lib/commands/dev.ts)
 *   tsx lib/commands/build.ts --check           only the check: the settings, every post and content module, every
 *                                               problem at once; then one line if anything sample or default is left
 *   tsx lib/commands/build.ts --check --launch  the check, then the launch checklist: everything still sample or
 *                                               default, each with its file and what to do; fails while anything is left
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
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

/** A process's exit status once it has ended. */
const ended = (child: ChildProcess) => new Promise<number | null>((done) => child.on('close', done));

/** Runs a command with this process's output; exits with its status when it fails. */
async function run(command: string, args: string[]) {
  const status = await ended(spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }));
  if (status !== 0) process.exit(status ?? 1);
}

/** This command again, with `mode`, in a process of its own that can message this one. */
const again = (mode: string) => fork(process.argv[1], [mode], { execArgv: process.execArgv, stdio: 'inherit' });

/**
 * `npm run build`. The steps before `next build` run in a process of their own (`--prebuild`) that ends before Next
 * starts, so what the checks loaded (every post, rendered) is not held beside Next's workers. The type-check runs
 * in another (`--type-check`) beside them, and beside Next's compile once it has read every file (`next build`
 * rewrites the route types it reads), so it costs no time of its own and a type error stops the build before
 * anything is exported. Then the post-export steps here.
 */
async function build() {
  await run('next', ['typegen']);
  const typeCheck = again('--type-check');
  process.on('exit', () => typeCheck.kill());
  const typeCheckDone = ended(typeCheck);
  const typeCheckRead = new Promise<void>((read) => typeCheck.once('message', () => read()));
  await Promise.all([run(process.execPath, [...process.execArgv, process.argv[1], '--prebuild']), Promise.race([typeCheckRead, typeCheckDone])]);
  const nextBuild = spawn('next', ['build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  const nextBuildDone = ended(nextBuild);
  const typeStatus = await typeCheckDone;
  if (typeStatus !== 0) {
    nextBuild.kill();
    await nextBuildDone;
    rmSync(exportDir, { recursive: true, force: true });
    console.error('Failed to type check: nothing was exported.');
    process.exit(1);
  }
  const status = await nextBuildDone;
  if (status !== 0) process.exit(status ?? 1);
  captureShapes(exportDir);
  await import('../export/postbuild');
}

/** `--type-check`: the type-check, telling the build process once every file is read; exits 1 on a type error. */
async function typeCheckAlone() {
  const started = Date.now();
  const { typeCheck } = await import('./type-check');
  // Reading and checking hold this process for seconds: the message must be out before they start.
  const errors = await typeCheck(() => new Promise<void>((sent) => (process.send ? process.send('read', () => sent()) : sent())));
  if (errors) {
    console.error(errors);
    process.exit(1);
  }
  console.log(`type-check: every file (${Date.now() - started} ms)`);
  process.disconnect?.();
}

const [mode, ...rest] = process.argv.slice(2);
if (mode !== undefined && !['--check', '--dev', '--prebuild', '--type-check'].includes(mode)) {
  console.error(`build: unknown option ${mode} (--check, --dev, --prebuild or --type-check)`);
  process.exit(1);
}
(mode === undefined ? build() : mode === '--type-check' ? typeCheckAlone() : main(mode, rest)).catch((error: unknown) => {
  console.error(error instanceof NotReady ? error.message : error);
  process.exit(1);
});

