/**
 * `npm run build`: the steps before the build (scripts/prebuild/run.ts) in a process of their own, beside the
 * type-check; then `next build`; then the steps after it (scripts/postbuild/postbuild.ts).
 *
 * The prebuild process ends before Next starts, so what the checks loaded (every post, rendered) is not held beside
 * Next's workers; the type-check never runs beside Next's compile or workers either (next.config.ts turns Next's own off).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { timed } from '../timed';

/**
 * Commands this build has started and not yet seen end: stopped, with every process they started, if the build stops
 * first (a failed check would otherwise leave the type-check's `tsc` running on, holding the build's output open).
 * Each runs in a process group of its own where there are groups, so one signal ends the whole command.
 */
const running = new Set<ChildProcess>();
const groups = process.platform !== 'win32';
const stop = (child: ChildProcess) => {
  try {
    if (groups && child.pid) process.kill(-child.pid);
    else child.kill();
  } catch {
    // It ended meanwhile.
  }
};
process.on('exit', () => running.forEach(stop));
// Stopped from the terminal (or by a host's timeout), the build stops its commands before it ends.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(1));

/** Runs a command with this process's output; resolves with its exit status. */
function status(command: string, args: string[], env = process.env): Promise<number> {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], shell: !groups, env, detached: groups });
  running.add(child);
  return new Promise((done) => child.on('close', (code) => (running.delete(child), done(code ?? 1))));
}

/** Runs a command with this process's output; exits with its status when it fails. */
async function run(command: string, args: string[], env = process.env) {
  const code = await status(command, args, env);
  if (code !== 0) process.exit(code);
}

/**
 * `npm run typecheck`: Next's route types first, then `tsc` (incremental, its state in .next/cache/ beside Next's
 * caches). A type error stops the build before `next build`, so nothing is exported.
 */
async function typeCheck() {
  const code = await timed('type-check', 'every file', () => status('npm', ['run', '--silent', 'typecheck']));
  if (code !== 0) {
    console.error('Failed to type check: nothing was exported.');
    process.exit(1);
  }
}

/**
 * V8's heap limits for `next build`, which its threads take too: Next's static-generation workers and Turbopack's
 * PostCSS run as threads of it (next.config.ts). A static-generation worker holds 90 to 140 MiB live at 1,000 posts;
 * without a limit V8 let each heap reach four times that before collecting (two workers peaked at 1.3 GiB), and each
 * thread's young generation took 16 MiB semi-spaces.
 */
const nextHeapLimits = '--max-old-space-size=384 --max-semi-space-size=4';

async function build() {
  const prebuild = fileURLToPath(new URL('../prebuild/run.ts', import.meta.url));
  await Promise.all([run(process.execPath, [...process.execArgv, prebuild]), typeCheck()]);
  await run('next', ['build'], { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nextHeapLimits}`.trim() });
  await import('../postbuild/postbuild');
}

void build();
