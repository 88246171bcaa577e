/**
 * A throw-away copy of the project in the system temp folder, for tests and benchmarks that change
 * content and rebuild without touching the working tree. node_modules is hard-linked (a symlink would
 * take it outside the copy's root, which Turbopack refuses), so a copy takes a second or two.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ogCacheDir } from '../../lib/render/seo/og-cache';

/** The project being copied: the folder the tools run from (npm scripts run at the project root). */
const root = resolve(process.cwd());
const skipped = new Set(['node_modules', '.next', '.git', 'out', 'out-site', 'test-results', 'playwright-report', '.lighthouseci']);

export interface ProjectCopy {
  dir: string;
  postsDir: string;
  remove: () => void;
}

/**
 * A copy of the project (or of another project at `from`, whose posts are in `posts`: the build benchmark's comparison
 * sites), without `.next/`. With `imageCache`, the rendered share images and encoded covers (`.next/cache/og/`, keyed
 * by what they show) come along, as a host's build cache would bring them: a copy then renders only what it changed.
 */
export function copyProject(label = 'site', { from = root, posts = 'content/posts', imageCache = false }: { from?: string; posts?: string; imageCache?: boolean } = {}): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  cpSync(from, dir, {
    recursive: true,
    filter: (source) => source === from || !skipped.has(source.slice(from.length + 1).split('/')[0]),
  });
  const images = join(from, relative(process.cwd(), ogCacheDir));
  if (imageCache && existsSync(images)) cpSync(images, join(dir, relative(process.cwd(), ogCacheDir)), { recursive: true });
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
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop: () => process.kill(-dev.pid!, 'SIGTERM') };
}

/** Serves the copy's `out/` like a CDN (scripts/server/serve.ts) until `close()`. */
export async function serveExport(dir: string): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  // Its own process group, so closing stops npx, tsx and the server together.
  const server = spawn('npx', ['tsx', 'scripts/server/serve.ts', 'out'], {
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
