/**
 * `npm run dev`: the check (not fatal) and the assets, then `next dev` with drafts shown and esbuild rebuilding the
 * browser scripts; Next is restarted when a content file of words or the settings are saved, so every page reads
 * them. Arguments go to `next dev` (`npm run dev -- -p 4000`).
 */
import { spawn } from 'node:child_process';
import { readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { context, type Plugin } from 'esbuild';
import { browserBundles } from '../prebuild/browser-bundle';
import { checkAll } from '../prebuild/check-all';
import { formatProblems, exitWith } from '../prebuild/problems';
import { writeAssets } from '../prebuild/write-assets';
import { dataFiles } from '../../lib/content/schemas';
import { settingsFile, validateSettings } from '../../lib/render/site-settings';

/** Resolves when the first build has ended (so the scripts exist before Next serves a page), then logs each rebuild. */
function announceBuilds(firstBuilt: () => void): Plugin {
  return {
    name: 'announce-builds',
    setup(build) {
      let first = true;
      build.onEnd((result) => {
        if (first) firstBuilt();
        else if (result.errors.length === 0) console.log('browser scripts rebuilt (public/)');
        first = false;
      });
    },
  };
}

/** Rewrites public/portrait/ whenever content/site.json or a photo in public/images/ changes (a broken settings file is left to the check). */
function watchPortrait() {
  let timer: NodeJS.Timeout | undefined;
  const rewrite = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        const checked = validateSettings(JSON.parse(readFileSync(settingsFile, 'utf8')));
        const { writePortrait } = await import('../prebuild/portrait');
        if (checked.ok && (await writePortrait(checked.value.portrait))) console.log('portrait rewritten (public/portrait/)');
      } catch (error) {
        console.warn(`portrait: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, 300);
  };
  // Folders, not files: an editor saves by replacing the file, which would end a watch on the file itself.
  watch(dirname(settingsFile), (_, name) => name === basename(settingsFile) && rewrite());
  watch('public', { recursive: true }, (_, name) => name?.startsWith('images') && rewrite());
}

async function startDev(nextArgs: readonly string[]): Promise<void> {
  const { problems } = await checkAll();
  if (problems.length) console.warn(formatProblems(problems));
  await writeAssets({ dev: true });

  const bundlers = await Promise.all(
    browserBundles().map(async (options) => {
      let firstBuilt = () => {};
      const built = new Promise<void>((resolve) => (firstBuilt = resolve));
      const bundler = await context({ ...options, plugins: [announceBuilds(firstBuilt)] });
      await bundler.watch();
      await built;
      return bundler;
    }),
  );

  watchPortrait();
  // Next's own command, as npm scripts find it (node_modules/.bin), like `npm run build`.
  const startNext = () => spawn('next', ['dev', ...nextArgs], { stdio: 'inherit', shell: process.platform === 'win32' });
  let next = startNext();
  let restarting = false;
  const onExit = async (code: number | null, signal: NodeJS.Signals | null) => {
    if (restarting) {
      restarting = false;
      next = startNext();
      next.on('exit', onExit);
      return;
    }
    await Promise.all(bundlers.map((bundler) => bundler.dispose()));
    process.exit(code ?? (signal ? 1 : 0));
  };
  next.on('exit', onExit);
  watchContentFiles(() => {
    if (restarting) return;
    console.log('content file saved: restarting the dev server so every page reads it');
    restarting = true;
    next.kill('SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      restarting = false;
      next.kill(signal);
    });
  }
}

/**
 * Calls `changed` when a content file the pages import (content/*.json, content/pages/*.json) is saved. Next's dev
 * server imports them as modules, and once another page has compiled it can miss a later change to them (a page
 * then shows the old words until a restart), so `npm run dev` restarts it after such a save. Posts and case studies
 * are read from disk on each request and need nothing.
 */
function watchContentFiles(changed: () => void) {
  const files = new Set<string>([...Object.values(dataFiles).map((each) => each.file), settingsFile]);
  const contents = new Map([...files].map((file) => [file, readFileSync(file, 'utf8')]));
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      let different = false;
      for (const file of files) {
        const now = readFileOrEmpty(file);
        if (now !== contents.get(file)) {
          contents.set(file, now);
          different = true;
        }
      }
      if (different) changed();
    }, 500);
  };
  for (const folder of new Set([...files].map((file) => dirname(file)))) watch(folder, (_, name) => name?.endsWith('.json') && check());
}

const readFileOrEmpty = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

startDev(process.argv.slice(2)).catch(exitWith);
