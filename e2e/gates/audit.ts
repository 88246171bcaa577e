/**
 * `npm run audit` (and the "lighthouse" gate of `npm test`): Lighthouse, default mobile emulation
 * and simulated throttling, on every route of the export (one blog post stands for all posts, and
 * the not-found page is requested at a missing address). Each route runs three times on the same
 * Chromium as the e2e tests; the run with the median performance score is judged against
 * e2e/gates/budgets.ts.
 *
 * Lighthouse runs as its own CLI in plain Node: under tsx, esbuild's keepNames would add
 * `__name(...)` calls to the functions Lighthouse serialises into the page, which then fail there.
 *
 * Writes to test-results/audit/ (beside the other test reports, never deployed, and not wiped by a
 * later `next build` as .next/ would be): one HTML report per route
 * (the judged run), summary.md and summary.json. Exits 1 when any check fails.
 *
 *   AUDIT_RUNS=1 AUDIT_ROUTES='/,/about,404 page' npm run audit   (quicker local look; the gate uses the defaults)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import type { Config, Result } from 'lighthouse';
import { envBasePath as basePath } from '../../lib/export/base-path';
import { serveOnFreePort } from '../../lib/server/serve';
import { chromiumFlags, findChromium } from '../support/browser';
import { categories, lighthouseRuns } from './budgets';
import {
  checksFor,
  exemptionsFor,
  figuresOf,
  formatCls,
  formatMs,
  markdownTable,
  medianRunIndex,
  type Check,
  type RouteSummary,
} from './lighthouse-summary';
import { formatTable, writeGateResult } from './results';
import { discoverRoutes, isNoindex, missingPath, routeFile, routeLabel, routeUrl, sampleRoutes, type Route } from './routes';

const outDir = 'out';
export const auditDir = join('test-results', 'audit');
const runs = Number(process.env.AUDIT_RUNS ?? lighthouseRuns);
const onlyRoutes = process.env.AUDIT_ROUTES?.split(',').map((route) => route.trim());

/** What Chromium logs when a document answers 404: expected on the not-found page, nowhere else. */
const documentNotFoundLog = 'Failed to load resource: the server responded with a status of 404';

/**
 * Lighthouse settings for a route. The not-found page answers 404 on purpose, so Lighthouse must
 * not abort on the status, and the console line Chromium writes for that status is ignored there
 * (and only there); extraChecks() then makes sure the document is the only request that failed.
 */
function configFor(route: Route): Config {
  const notFound = route.kind === 'notFound';
  // A page kept out of search on purpose (a topic hub with one post) is judged on every other SEO audit.
  const keptOutOfSearch = !notFound && isNoindex(readFileSync(routeFile(outDir, route), 'utf8'));
  return {
    extends: 'lighthouse:default',
    settings: { onlyCategories: categories, ignoreStatusCode: notFound, ...(keptOutOfSearch ? { skipAudits: ['is-crawlable'] } : {}) },
    ...(notFound ? { audits: [{ path: 'errors-in-console', options: { ignoredPatterns: [documentNotFoundLog] } }] } : {}),
  };
}

function extraChecks(route: Route, lhr: Result, url: string): Check[] {
  if (route.kind !== 'notFound' || lhr.runtimeError) return [];
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; statusCode: number }> } | undefined)?.items ?? [];
  const failures = items.filter((item) => item.statusCode >= 400 && item.url !== url);
  const document = items.find((item) => item.url === url);
  const ok = failures.length === 0 && document?.statusCode === 404;
  const detail = ok
    ? 'document 404, every other request OK'
    : `document ${document?.statusCode ?? 'missing'}; failed: ${failures.map((item) => `${item.url} ${item.statusCode}`).join(', ') || 'none'}`;
  return [{ name: 'status', ok, detail }];
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * One Lighthouse run through its CLI, attached to the running Chromium; returns the result.
 * Asynchronous, since the static server answering Lighthouse lives in this process.
 */
async function runLighthouse(url: string, port: number, configPath: string, outputPath: string): Promise<Result> {
  const args = [lighthouseCli, url, `--port=${port}`, `--config-path=${configPath}`, '--output=json', '--output=html', `--output-path=${outputPath}`, '--quiet'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const json = `${outputPath}.report.json`;
  if (status !== 0 && !existsSync(json)) throw new Error(`audit: Lighthouse failed on ${url} (exit ${status})`);
  return JSON.parse(readFileSync(json, 'utf8')) as Result;
}

/** File name of a route's report: home.html, about.html, blog-hello-world.html, 404.html, 404-blog.html. */
const reportName = (route: Route) => {
  const path = route.kind === 'notFound' ? `/404${route.path.slice(0, -missingPath.length)}` : route.path;
  return path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
};

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('audit: no export in out/. Run `npm run build` first.');
  const chromePath = findChromium();
  if (!chromePath) throw new Error('audit: no Chromium found (see e2e/runner/ensure-browser.ts).');
  const loadAtStart = loadavg()[0].toFixed(1);
  const routes = sampleRoutes(discoverRoutes(outDir)).filter((route) => !onlyRoutes || onlyRoutes.includes(route.path) || onlyRoutes.includes(routeLabel(route)));

  rmSync(auditDir, { recursive: true, force: true });
  mkdirSync(auditDir, { recursive: true });
  const server = await serveOnFreePort({ dir: outDir, basePath });
  const { origin } = server;
  const chrome = await launch({ chromePath, chromeFlags: [...chromiumFlags, '--headless=new'], logLevel: 'error' });
  const workDir = mkdtempSync(join(tmpdir(), 'audit-'));

  const summaries: RouteSummary[] = [];
  try {
    for (const route of routes) {
      const url = routeUrl(origin, basePath, route.path);
      const configPath = join(workDir, `${reportName(route)}.config.json`);
      writeFileSync(configPath, JSON.stringify(configFor(route)));
      const results: Result[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const started = Date.now();
        const lhr = await runLighthouse(url, chrome.port, configPath, join(workDir, `${reportName(route)}-${run}`));
        results.push(lhr);
        const figures = figuresOf(lhr);
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `${routeLabel(route)} run ${run}/${runs}: ${figures.error ?? `performance ${figures.scores.performance}, LCP ${formatMs(figures.lcpMs)}, TBT ${formatMs(figures.tbtMs)}, CLS ${formatCls(figures.cls)}`} (${seconds} s)`,
        );
      }
      const allFigures = results.map(figuresOf);
      const median = medianRunIndex(allFigures);
      const report = `${reportName(route)}.html`;
      renameSync(join(workDir, `${reportName(route)}-${median + 1}.report.html`), join(auditDir, report));
      summaries.push({
        route: routeLabel(route),
        figures: allFigures[median],
        runs: allFigures.map((figures) => (figures.error ? null : figures.scores.performance)),
        checks: checksFor(allFigures[median], exemptionsFor(route.kind), extraChecks(route, results[median], url)),
        report,
      });
    }
  } finally {
    chrome.kill();
    server.close();
    rmSync(workDir, { recursive: true, force: true });
  }

  const table = markdownTable(summaries);
  const benchmarks = summaries.flatMap((summary) => (summary.figures.benchmarkIndex ? [summary.figures.benchmarkIndex] : []));
  const host = `Host CPU benchmark index (Lighthouse) ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}; load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end.`;
  writeFileSync(
    join(auditDir, 'summary.md'),
    `# Lighthouse summary\n\nMobile emulation, simulated throttling, median of ${runs} run(s) by performance score. ${host}\n\n${table}\n`,
  );
  writeFileSync(join(auditDir, 'summary.json'), `${JSON.stringify(summaries, null, 2)}\n`);

  console.log(
    `\n${formatTable(
      ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Result'],
      summaries.map((summary) => [
        summary.route,
        ...categories.map((category) => String(summary.figures.scores[category] ?? 'n/a')),
        summary.figures.lcpMs === null ? 'n/a' : `${(summary.figures.lcpMs / 1000).toFixed(2)} s`,
        formatMs(summary.figures.tbtMs),
        formatCls(summary.figures.cls),
        summary.checks.every((check) => check.ok) ? 'pass' : 'FAIL',
      ]),
    )}`,
  );
  const checks = summaries.flatMap((summary) => summary.checks.map((check) => ({ route: summary.route, ...check })));
  console.log(host);
  for (const check of checks.filter((c) => !c.ok)) console.log(`FAIL  ${check.route}: ${check.name} ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`lighthouse: ${checks.length - failed} of ${checks.length} checks pass; reports in ${auditDir}/`);
  writeGateResult('lighthouse', { passed: checks.length - failed, failed });
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  writeGateResult('lighthouse', { passed: 0, failed: 1 });
  process.exit(1);
});
