/**
 * `npm test`: every suite, a summary table, and a closing `N passed, N failed` line.
 * A step that cannot produce per-test counts (lint, build) counts as one test; a step whose prerequisite
 * failed counts as one failure. Steps run in two lanes, each in order, cheapest first: the site lane
 * (lint, unit, the build, then everything that reads it) and, once the build has ended, the copies lane
 * (the build tests' project copies, then the base-path build, which shares `.next/` with the main build).
 * The lanes share nothing but the machine; each line a step prints is prefixed with its name.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatTable } from '../gates/results';
import { e2ePort } from '../support/browser';

interface Counts {
  passed: number;
  failed: number;
}
interface Step {
  name: string;
  command: string;
  /** Reads per-test counts after the command ran; absent means the step is one test. */
  counts?: (ok: boolean) => Counts;
  /** Names of earlier steps that must have passed for this one to run. */
  needs?: string[];
}
interface Lane {
  /** A step of another lane that must have ended (passed or not) before this lane starts. */
  after?: string;
  steps: Step[];
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

function vitestCounts(file: string) {
  return (ok: boolean): Counts => {
    const report = readJson(file);
    return report ? { passed: report.numPassedTests, failed: report.numFailedTests + (ok ? 0 : report.numFailedTestSuites) } : { passed: 0, failed: 1 };
  };
}

function playwrightCounts(file: string) {
  return (): Counts => {
    const report = readJson(file);
    if (!report) return { passed: 0, failed: 1 };
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
    return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
  };
}

/** Lighthouse CI: one test per page audited, failed when any of its assertions failed (.lighthouseci/). */
function lighthouseCounts(): Counts {
  const dir = '.lighthouseci';
  const pages = existsSync(dir) ? readdirSync(dir).filter((name) => /^lhr-\d+\.json$/.test(name)).length : 0;
  const failures: Array<{ url: string; level: string }> = readJson(join(dir, 'assertion-results.json')) ?? [];
  const failed = new Set(failures.filter((result) => result.level === 'error').map((result) => result.url)).size;
  return pages ? { passed: pages - failed, failed } : { passed: 0, failed: 1 };
}

/** Counts a quality gate wrote to test-results/gates/<gate>.json (see tests/gates/results.ts). */
function gateCounts(gate: string) {
  return (): Counts => readJson(`test-results/gates/${gate}.json`) ?? { passed: 0, failed: 1 };
}

/** The base path is proven by a focused spec (e2e/base-path.spec.ts) on the site built for a sub-path into out-site/. */
const basePath = {
  env: `BASE_PATH=/site EXPORT_DIR=out-site`,
  port: process.env.BASE_PATH_E2E_PORT ?? String(e2ePort + 1),
};

const siteSteps: Step[] = [
  { name: 'browser', command: 'tsx tests/runner/ensure-browser.ts' },
  { name: 'lint', command: 'eslint . --max-warnings=0' },
  { name: 'unit', command: 'vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json', counts: vitestCounts('test-results/unit.json') },
  // The one build every later step reads; it type-checks first, so a type error stops here.
  { name: 'build', command: 'npm run build' },
  { name: 'e2e', command: 'playwright test', counts: playwrightCounts('test-results/e2e.json'), needs: ['browser', 'build'] },
  // Quality gates on the export, deterministic only: timings are benchmarks (`npm run audit`, `npm run bench:build`).
  { name: 'size', command: 'tsx tests/gates/size.ts', counts: gateCounts('size'), needs: ['build'] },
  { name: 'headline', command: 'tsx tests/gates/headline.ts', counts: gateCounts('headline'), needs: ['build'] },
  { name: 'html', command: 'tsx tests/gates/html.ts', counts: gateCounts('html'), needs: ['build'] },
  { name: 'links', command: 'tsx tests/gates/links.ts', counts: gateCounts('links'), needs: ['build'] },
  { name: 'lighthouse', command: 'lhci autorun', counts: lighthouseCounts, needs: ['browser', 'build'] },
];

const copySteps: Step[] = [
  // Slow: each test builds a changed copy of the project (new post, broken post, empty blog, a type error).
  { name: 'builds', command: 'playwright test --config tests/builds/builds.config.ts', counts: playwrightCounts('test-results/builds.json'), needs: ['browser'] },
  { name: 'base-path build', command: `${basePath.env} npm run build` },
  {
    name: 'base-path e2e',
    command: `${basePath.env} E2E_PORT=${basePath.port} E2E_REPORT=test-results/base-path.json playwright test --project=desktop --output test-results/base-path e2e/base-path.spec.ts`,
    counts: playwrightCounts('test-results/base-path.json'),
    needs: ['browser', 'base-path build'],
  },
];

const lanes: Lane[] = [{ steps: siteSteps }, { after: 'build', steps: copySteps }];

rmSync('test-results', { recursive: true, force: true });
rmSync('.lighthouseci', { recursive: true, force: true });
const results = new Map<string, Counts & { seconds: number }>();
const passedSteps = new Set<string>();

/** Runs `command` in a shell, each line it prints prefixed with `[name]`; resolves to whether it exited 0. */
function run(name: string, command: string): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${name}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => done(code === 0));
  });
}

async function runStep(step: Step) {
  const started = Date.now();
  let counts: Counts;
  const missing = (step.needs ?? []).filter((name) => !passedSteps.has(name));
  if (missing.length) {
    console.log(`\n▶ ${step.name}: skipped, needs ${missing.join(', ')}`);
    counts = { passed: 0, failed: 1 };
  } else {
    console.log(`\n▶ ${step.name}: ${step.command}`);
    const ok = await run(step.name, step.command);
    counts = step.counts ? step.counts(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
    if (!ok && counts.failed === 0) counts.failed = 1;
    if (ok) passedSteps.add(step.name);
    console.log(`▶ ${step.name}: ${counts.passed} passed, ${counts.failed} failed`);
  }
  results.set(step.name, { ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}

async function main() {
  const started = Date.now();
  const allSteps = lanes.flatMap((lane) => lane.steps);
  // One promise per step, resolved when the step has ended (passed or not), for lanes that start after it.
  const ends = new Map<string, () => void>();
  const ended = new Map(allSteps.map((step) => [step.name, new Promise<void>((resolve) => ends.set(step.name, resolve))]));
  await Promise.all(lanes.map(async (lane) => {
    if (lane.after) await ended.get(lane.after);
    for (const step of lane.steps) {
      await runStep(step);
      ends.get(step.name)?.();
    }
  }));

  const rows = allSteps.map((step) => ({ name: step.name, ...results.get(step.name)! }));
  console.log(`\n${formatTable(['Suite', 'passed', 'failed', 'seconds'], rows.map((r) => [r.name, String(r.passed), String(r.failed), String(r.seconds)]))}`);
  console.log(`wall time ${Math.round((Date.now() - started) / 1000)} s (the lanes overlap, so the seconds above add up to more)`);
  const passed = rows.reduce((sum, r) => sum + r.passed, 0);
  const failed = rows.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
