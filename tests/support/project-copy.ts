/** A throw-away copy of the project; node_modules is hard-linked, as Turbopack refuses a symlink out of the root. */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildCacheDir } from '../../lib/render/build-cache';
import { defaultExportDir } from '../../scripts/settings';

/** The project being copied: the folder the tools run from (npm scripts run at the project root). */
const root = resolve(process.cwd());
/** The top-level folders .gitignore lists (`name/`): generated, so never copied; tsconfig.json excludes the same. */
export const generatedDirs = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[^/*!#]+\/$/.test(line))
  .map((line) => line.slice(0, -1));
const skipped = new Set(['.git', ...generatedDirs]);

export interface ProjectCopy {
  dir: string;
  postsDir: string;
  remove: () => void;
}

/**
 * A copy of the project (or of the project at `from`, posts in `posts`), without `.next/`; with `buildCache`, the
 * build cache (`.next/cache/`: Turbopack's, the type-check's, the drawn images) comes along, as a host keeps it between
 * builds, so a copy's build redoes only what its changes touch.
 */
export function copyProject(label = 'site', { from = root, posts = 'content/posts', buildCache = false }: { from?: string; posts?: string; buildCache?: boolean } = {}): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  cpSync(from, dir, {
    recursive: true,
    filter: (source) => source === from || !skipped.has(source.slice(from.length + 1).split('/')[0]),
  });
  const cache = join(from, relative(process.cwd(), buildCacheDir));
  if (buildCache && existsSync(cache)) cpSync(cache, join(dir, relative(process.cwd(), buildCacheDir)), { recursive: true });
  const linked = spawnSync('cp', ['-al', join(from, 'node_modules'), join(dir, 'node_modules')]).status === 0;
  if (!linked) cpSync(join(from, 'node_modules'), join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  return { dir, postsDir: join(dir, posts), remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }) };
}

export interface BuildResult {
  ok: boolean;
  output: string;
  seconds: number;
  /** Highest combined resident memory of the build and all its child processes, in MiB (Linux only; 0 elsewhere). */
  peakMiB: number;
  /** The processes at that moment, largest first: command line (shortened) and resident MiB. */
  peakProcesses: Array<{ command: string; MiB: number }>;
  /** When each piece of the output arrived, in seconds from the start (for phases the build prints no duration for). */
  timeline: Array<{ at: number; text: string }>;
}

/** Environment for a build of a copy: the defaults, whatever the calling shell has set. */
export function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...extra };
  for (const name of ['BASE_PATH', 'EXPORT_DIR', 'SITE_URL']) if (!(name in extra)) delete env[name];
  return env;
}

/** Resident memory of `pid` and each of its descendants, in bytes (Linux /proc; none elsewhere). */
function treeRss(pid: number): Array<{ pid: number; bytes: number }> {
  if (!existsSync('/proc/self/statm')) return [];
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: Array<{ pid: number; bytes: number }> = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop()!;
    try {
      tree.push({ pid: current, bytes: Number(readFileSync(`/proc/${current}/statm`, 'utf8').split(' ')[1]) * 4096 });
    } catch {
      // Ended meanwhile.
    }
    queue.push(...(children.get(current) ?? []));
  }
  return tree;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 100);
  } catch {
    return '(ended)';
  }
}

/** Runs `npm run build` in `dir` (prebuild, next build, postbuild), timing it and sampling its memory. */
export function runBuild(dir: string, env: NodeJS.ProcessEnv = buildEnv()): Promise<BuildResult> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const timeline: BuildResult['timeline'] = [];
    const arrived = (text: string) => timeline.push({ at: (performance.now() - started) / 1000, text });
    child.stdout.setEncoding('utf8').on('data', arrived);
    child.stderr.setEncoding('utf8').on('data', arrived);
    let peak = 0;
    let peakProcesses: BuildResult['peakProcesses'] = [];
    const sampler = setInterval(() => {
      if (!child.pid) return;
      const tree = treeRss(child.pid);
      const total = tree.reduce((sum, { bytes }) => sum + bytes, 0);
      if (total <= peak) return;
      peak = total;
      peakProcesses = tree.sort((a, b) => b.bytes - a.bytes).map(({ pid, bytes }) => ({ command: commandOf(pid), MiB: Math.round(bytes / 2 ** 20) }));
    }, 250);
    child.on('close', (code) => {
      clearInterval(sampler);
      const output = timeline.map(({ text }) => text).join('');
      done({ ok: code === 0, output, seconds: (performance.now() - started) / 1000, peakMiB: Math.round(peak / 2 ** 20), peakProcesses, timeline });
    });
  });
}

/** A free local port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** `npm run dev` in the copy until `stop()`, with everything it printed so far in `output()`. */
export async function startDev(dir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  // Its own process group, so stopping ends npm, the bundler and Next together.
  const dev = spawn('npm', ['run', 'dev', '--', '-p', String(port)], { cwd: dir, env: buildEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  dev.stdout.on('data', (chunk) => (output += chunk));
  dev.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!/Ready in/.test(output)) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output}`);
    if (Date.now() - started > 180_000) throw new Error(`npm run dev was not ready in 3 minutes:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop: () => stopGroup(dev.pid!) };
}

/** Ends a process group and waits until every process in it has gone (so its folder can be removed). */
async function stopGroup(pid: number) {
  const alive = () => {
    try {
      return process.kill(-pid, 0);
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pid, 'SIGTERM');
  while (alive()) await new Promise((wait) => setTimeout(wait, 100));
}

/** Serves the copy's `out/` like a CDN (scripts/server/serve.ts) until `close()`. */
export async function serveExport(dir: string): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  // Its own process group, so closing stops npx, tsx and the server together.
  const server = spawn('npx', ['tsx', 'scripts/server/serve.ts', defaultExportDir], {
    cwd: dir,
    env: buildEnv({ PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((ready, fail) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) ready();
    });
    server.on('exit', (code) => fail(new Error(`serve.ts exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, close: () => process.kill(-server.pid!, 'SIGTERM') };
}
