/**
 * `npm run build`, `npm run dev` and `npm run check`.
 *
 *   tsx lib/commands/build.ts                   the steps below (--prebuild) in a process of their own beside the
 *                                               type-check, then next build, then the post-export steps
 *   tsx lib/commands/build.ts --prebuild        check, write the sizes of the posts' images, bundle the browser scripts and islands, subset the fonts, set the diagrams in
 *                                               them, draw the icon sprite, write the portrait and the editor (/admin)
 *   tsx lib/commands/build.ts --dev             check (problems are shown, not fatal), subset the fonts, set the diagrams, draw the icon sprite, write the portrait and the
 *                                               editor, then next dev with the browser scripts rebuilt on every change
 *                                               and the editor's local backend (lib/commands/dev.ts)
 *   tsx lib/commands/build.ts --check           only the check: the settings, every post and content module and the
 *                                               images they show, every problem at once; then one line if anything
 *                                               sample or default is left
 *   tsx lib/commands/build.ts --check --launch  the check, then the launch checklist: everything still sample or
 *                                               default, each with its file and what to do; fails while anything is left
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Problems the owner must fix; printed without a stack trace. */
class NotReady extends Error {}

async function step(name: string, run: () => void | Promise<void>) {
  const started = Date.now();
  await run();
  console.log(`prebuild: ${name} (${Date.now() - started} ms)`);
}

/** The check, then what `mode` asks for: the check alone, the dev server, or the steps before `next build`. */
async function main(mode: string, rest: string[]) {
  // Imported here, not above: `npm run build` itself only starts processes and waits while Next runs, so it loads
  // none of this (the renderer, the font subsetter, esbuild) beside Next's workers.
  const { checkSettings } = await import('../prebuild/check-settings');
  const { formatProblems } = await import('../prebuild/problems');
  // The settings first: the modules imported below read them as they load.
  const settingsProblems = checkSettings();
  if (settingsProblems.length) throw new NotReady(formatProblems(settingsProblems));
  const checked = Date.now();
  const { checkSite, sortProblems } = await import('../prebuild/check');
  const { problems, images } = checkSite();
  if (mode !== '--check') console.log(`prebuild: check the settings, posts and content (${Date.now() - checked} ms)`);
  const { writePostImages } = await import('../prebuild/post-images');
  // Each image of a published post or case study, at every size (decoded once, so a damaged file is found here too).
  const writeImages = async () => void problems.push(...(await writePostImages(images)));
  if (mode === '--check') {
    await writeImages();
    if (problems.length) throw new NotReady(formatProblems(sortProblems(problems)));
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
  const { subsetSiteFonts } = await import('../prebuild/subset-font');
  const { writeIconSprite } = await import('../prebuild/icon-sprite');
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
  await step('write the sizes of the posts’ images', writeImages);
  if (problems.length) throw new NotReady(formatProblems(sortProblems(problems)));
  const { bundleBrowserScripts } = await import('../prebuild/bundle-browser');
  await step('bundle browser scripts', bundleBrowserScripts);
  await step('subset the web fonts', async () => void (await subsetSiteFonts()));
  await step('set the diagrams in the site faces', async () => void (await writeDiagrams()));
  await step('draw the icon sprite', () => writeIconSprite());
  await step('write the portrait', async () => void (await writePortrait()));
  await step('the editor at /admin', () => writeAdmin({ dev: false }));
}

/** Commands this build has started and not yet seen end: stopped if the build stops first. */
const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((child) => child.kill()));

/** Runs a command with this process's output; resolves with its exit status. */
function status(command: string, args: string[], env = process.env): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32', env });
  running.add(child);
  return new Promise((done) => child.on('close', (code) => (running.delete(child), done(code ?? 1))));
}

/** Runs a command with this process's output; exits with its status when it fails. */
async function run(command: string, args: string[], env = process.env) {
  const code = await status(command, args, env);
  if (code !== 0) process.exit(code);
}

/**
 * The project's type-check, as `npm run typecheck` runs it: Next's route types first, then `tsc` (incremental, its
 * state in .next/cache/ beside Next's caches). A type error stops the build before `next build`, so nothing is exported.
 */
async function typeCheck() {
  const started = Date.now();
  await run('next', ['typegen']);
  if ((await status('tsc', ['--noEmit', '--tsBuildInfoFile', '.next/cache/tsconfig.tsbuildinfo'])) !== 0) {
    console.error('Failed to type check: nothing was exported.');
    process.exit(1);
  }
  console.log(`type-check: every file (${Date.now() - started} ms)`);
}

/**
 * V8's heap limits for `next build`, which its threads take too: Next's static-generation workers and Turbopack's
 * PostCSS run as threads of it (next.config.ts). A static-generation worker holds 90 to 140 MiB live at 1,000 posts;
 * without a limit V8 let each heap reach four times that before collecting (two workers peaked at 1.3 GiB), and each
 * thread's young generation took 16 MiB semi-spaces. Measured in docs/performance.md, "Memory".
 */
const nextHeapLimits = '--max-old-space-size=384 --max-semi-space-size=4';

/**
 * `npm run build`: the steps before `next build` in a process of their own (`--prebuild`), which ends before Next
 * starts, so what the checks loaded (every post, rendered) is not held beside Next's workers; beside them the
 * type-check, which therefore never runs beside Next's compile or workers either (next.config.ts turns Next's own
 * off); then `next build`, then the post-export steps here.
 */
async function build() {
  await Promise.all([run(process.execPath, [...process.execArgv, process.argv[1], '--prebuild']), typeCheck()]);
  await run('next', ['build'], { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nextHeapLimits}`.trim() });
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

