// Hand-written: no maintained runner reads per-suite counts from Vitest, Playwright and Lighthouse CI into one line.
/**
 * `npm test`: every suite, a table of counts and seconds, and a closing `N passed, N failed` line. A step without
 * per-test counts (lint, build) is one test; a step whose prerequisite failed is one failure.
 * Once the build has ended, two lanes run side by side: the steps that read the main build; and lint, the unit tests,
 * the build tests, then the base-path build (which shares `.next/` with the main build, so it waits for the copies to
 * take its cache). Each line a step prints is prefixed with its name.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { e2eReport } from '../../playwright.config';
import { buildsReport } from '../builds/builds.config';
import { formatTable, gateResultsDir } from '../gates/results';
import { e2ePort } from '../support/browser';

interface Counts {
  passed: number;
  failed: number;
  /** What failed, one line each, printed again above the table so a log kept only from its end still names them. */
  failures?: string[];
}
interface Step {
  name: string;
  command: string;
  /** Reads per-test counts after the command ran, told whether it exited 0 (undefined: no report); absent, the step is one test. */
  counts?: (ok: boolean) => Counts | undefined;
  /** Earlier steps that must have passed for this one to run. */
  needs?: string[];
}

/** An npm script of package.json (where each command is written once), with `args` added. */
const npm = (script: string, args = '') => `npm run --silent ${script}${args && ` -- ${args}`}`;
const json = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 240);

interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
}
const vitest = (file: string) => () => {
  const report = json(file);
  if (!report) return undefined;
  const failures = (report.testResults as VitestFile[]).flatMap(({ name, status, message, assertionResults }) => {
    const path = relative(process.cwd(), name);
    return [
      ...(status === 'failed' && message ? [`${path}: ${firstLine(message)}`] : []),
      ...assertionResults.filter((test) => test.status === 'failed').map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
    ];
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numFailedTestSuites, failures };
};

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ projectName: string; status: string; results: Array<{ error?: { message?: string } }> }> }>;
}
const failedSpecs = (suite: PlaywrightSuite): string[] => [
  ...(suite.specs ?? []).flatMap(({ title, file, line, tests }) =>
    tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `[${test.projectName}] ${file}:${line} › ${title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
  ),
  ...(suite.suites ?? []).flatMap(failedSpecs),
];
const playwright = (file: string) => () => {
  const report = json(file);
  const { expected = 0, unexpected = 0, flaky = 0 } = report?.stats ?? {};
  const errors: Array<{ message?: string }> = report?.errors ?? [];
  return (
    report && {
      passed: expected + flaky,
      failed: unexpected + errors.length,
      failures: [...(report.suites as PlaywrightSuite[]).flatMap(failedSpecs), ...errors.map((error) => firstLine(error.message))],
    }
  );
};
/** A quality gate's counts (tests/gates/results.ts). */
const gate = (name: string) => () => json(join(gateResultsDir, `${name}.json`)) as Counts | undefined;
/** Lighthouse CI: one test per page in the filesystem upload's manifest.json; a failed assertion (LHCI names it) fails them all. */
function lighthouse(ok: boolean): Counts | undefined {
  const { outputDir } = createRequire(import.meta.url)('../../lighthouserc.cjs').ci.upload;
  const manifest: Array<{ isRepresentativeRun: boolean }> | undefined = json(join(outputDir, 'manifest.json'));
  const pages = manifest?.filter((entry) => entry.isRepresentativeRun).length;
  return pages ? { passed: ok ? pages : 0, failed: ok ? 0 : pages } : undefined;
}

/** The site built for a sub-path into out-site/, proven by its own spec (e2e/base-path.spec.ts). */
const basePath = `BASE_PATH=/site EXPORT_DIR=out-site`;
const basePathPort = process.env.BASE_PATH_E2E_PORT ?? String(e2ePort + 1);
const basePathReport = 'test-results/base-path.json';

const siteSteps: Step[] = [
  { name: 'browser', command: 'tsx tests/runner/ensure-browser.ts' },
  // The one build every later step reads; it type-checks first, so a type error stops here.
  { name: 'build', command: npm('build') },
  { name: 'e2e', command: npm('test:e2e'), counts: playwright(e2eReport), needs: ['browser', 'build'] },
  // Quality gates on the export, deterministic only: timings are benchmarks (`npm run bench:lighthouse`, `npm run bench:build`).
  ...['size', 'headline', 'html', 'links'].map((name) => ({ name, command: npm(`test:${name}`), counts: gate(name), needs: ['build'] })),
  { name: 'lighthouse', command: npm('test:lighthouse'), counts: lighthouse, needs: ['browser', 'build'] },
];

const sideSteps: Step[] = [
  // Need no build; here they use the time the other lane's e2e suite takes longer than the build tests.
  { name: 'lint', command: npm('lint') },
  { name: 'unit', command: npm('test:unit', '--reporter=default --reporter=json --outputFile=test-results/unit.json'), counts: vitest('test-results/unit.json') },
  // Slow: each test builds a changed copy of the project (new post, broken post, empty blog, a type error).
  { name: 'builds', command: npm('test:builds'), counts: playwright(buildsReport), needs: ['browser'] },
  { name: 'base-path build', command: `${basePath} ${npm('build')}` },
  {
    name: 'base-path e2e',
    command: `${basePath} E2E_PORT=${basePathPort} E2E_REPORT=${basePathReport} ${npm('test:e2e', '--project=desktop --output test-results/base-path e2e/base-path.spec.ts')}`,
    counts: playwright(basePathReport),
    needs: ['browser', 'base-path build'],
  },
];

/** Runs `command` in a shell, each line it prints prefixed with `[name]`; resolves to whether it exited 0. */
function run(name: string, command: string): Promise<boolean> {
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    createInterface({ input: from }).on('line', (line) => to.write(`[${name}] ${line}\n`));
  }
  return new Promise((done) => child.on('close', (code) => done(code === 0)));
}

const passedSteps = new Set<string>();
const results = new Map<string, Counts & { seconds: number }>();

async function runStep({ name, command, counts, needs = [] }: Step) {
  const started = Date.now();
  const missing = needs.filter((need) => !passedSteps.has(need));
  let result: Counts = { passed: 0, failed: 1 };
  if (missing.length) console.log(`\n▶ ${name}: skipped, needs ${missing.join(', ')}`);
  else {
    console.log(`\n▶ ${name}: ${command}`);
    const ok = await run(name, command);
    if (ok) passedSteps.add(name);
    result = (counts ? counts(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) ?? result;
    if (!ok && !result.failed) result.failed = 1;
    console.log(`▶ ${name}: ${result.passed} passed, ${result.failed} failed`);
  }
  results.set(name, { ...result, seconds: Math.round((Date.now() - started) / 1000) });
}

async function runInOrder(steps: Step[]) {
  for (const step of steps) await runStep(step);
}

async function main() {
  const started = Date.now();
  rmSync('test-results', { recursive: true, force: true });
  let side = Promise.resolve();
  for (const step of siteSteps) {
    await runStep(step);
    if (step.name === 'build') side = runInOrder(sideSteps);
  }
  await side;

  const rows = [...siteSteps, ...sideSteps].map(({ name }) => ({ name, ...results.get(name)! }));
  const failures = rows.flatMap((row) => (row.failures ?? []).map((failure) => `✘ ${row.name}: ${failure}`));
  if (failures.length) console.log(`\nWhat failed:\n${failures.join('\n')}`);
  console.log(`\n${formatTable(['Suite', 'passed', 'failed', 'seconds'], rows.map((r) => [r.name, String(r.passed), String(r.failed), String(r.seconds)]))}`);
  console.log(`wall time ${Math.round((Date.now() - started) / 1000)} s (the two lanes overlap, so the seconds above add up to more)`);
  const passed = rows.reduce((sum, r) => sum + r.passed, 0);
  const failed = rows.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
