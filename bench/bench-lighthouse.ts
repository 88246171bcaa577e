/**
 * `npm run bench:lighthouse`: the Lighthouse timings benchmark (never part of `npm test`, whose Lighthouse CI run
 * judges only what does not depend on the machine: lighthouserc.cjs). Lighthouse, default mobile emulation
 * and simulated throttling, runs several times on each route of the export in out/ (one post stands
 * for all posts) and prints the median performance score, LCP, FCP, TBT and CLS with the machine's
 * load, each against the last recorded baseline, bench/lighthouse-baseline.json. It judges
 * nothing: simulated timings still depend on how busy the CPU is, so compare under similar load.
 *
 *   npm run bench:lighthouse                              5 runs per route, compared with the baseline
 *   npm run bench:lighthouse -- --record                  the same, then records the medians as the new baseline
 *   npm run bench:lighthouse -- --vs /tmp/old-out         A/B: runs alternate between out/ and another export, ratio per route
 *   AUDIT_RUNS=3 AUDIT_ROUTES='/,/contact' npm run bench:lighthouse
 *   EXPORT_DIR=/tmp/other-out npm run bench:lighthouse -- --vs out   (any two exports)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readExport } from '../scripts/postbuild/site-export';
import { auditedRoutes, withLighthouse, type Audit } from './lighthouse-run';
import { figuresOf, type RunFigures } from './lighthouse-summary';
import { formatTable } from '../tests/gates/results';
import { routeLabel } from '../tests/support/routes';
import { mediansOf, versus, type Baseline, type Medians } from './lighthouse-medians';

const baselineFile = join('bench', 'lighthouse-baseline.json');
const runs = Number(process.env.AUDIT_RUNS ?? 5);
const { values: options } = parseArgs({ options: { record: { type: 'boolean' }, vs: { type: 'string' } } });
const record = options.record ?? false;
const vsDir = options.vs;

const load = () => Number(loadavg()[0].toFixed(2));


function show(label: string, figures: RunFigures) {
  const lcp = figures.lcpMs === null ? 'n/a' : `${Math.round(figures.lcpMs)} ms`;
  console.log(`${label}: ${figures.error ?? `performance ${figures.scores.performance}, LCP ${lcp}, FCP ${Math.round(figures.fcpMs ?? 0)} ms, TBT ${Math.round(figures.tbtMs ?? 0)} ms`} (load ${load()})`);
}

async function main() {
  const site = readExport();
  const vs = vsDir ? readExport(vsDir) : undefined;
  const routes = auditedRoutes(site);
  const baseline: Baseline | undefined = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : undefined;
  const loadAtStart = load();
  const results = new Map<string, { now: Medians; other?: Medians }>();

  await withLighthouse(async (audit: Audit) => {
    for (const route of routes) {
      const once = async (exported: typeof site) => figuresOf((await audit(exported, route)).lhr);
      const now: RunFigures[] = [];
      const other: RunFigures[] = [];
      // With --vs the two exports alternate run by run, so a change in load hits both alike.
      for (let run = 1; run <= runs; run += 1) {
        now.push(await once(site));
        show(`${routeLabel(route)} run ${run}/${runs}${vs ? ` (${site.dir})` : ''}`, now.at(-1)!);
        if (vs) {
          other.push(await once(vs));
          show(`${routeLabel(route)} run ${run}/${runs} (${vsDir})`, other.at(-1)!);
        }
      }
      results.set(routeLabel(route), { now: mediansOf(now), ...(vsDir ? { other: mediansOf(other) } : {}) });
    }
  });

  const against = vsDir ? `${vsDir} (same run)` : baseline ? `the baseline of ${baseline.recorded} (load ${baseline.load}, ${baseline.runs} runs)` : 'nothing (no baseline recorded)';
  console.log(`\nMedians of ${runs} run(s) per route; in brackets the change against ${against}.`);
  console.log(
    formatTable(
      ['Route', 'Perf', 'LCP', 'FCP', 'TBT', 'CLS'],
      [...results].map(([route, { now, other }]) => {
        const before = other ?? baseline?.routes[route];
        return [
          route,
          versus(now.performance, before?.performance, 'score'),
          versus(now.lcpMs, before?.lcpMs, 's'),
          versus(now.fcpMs, before?.fcpMs, 's'),
          versus(now.tbtMs, before?.tbtMs, 'ms'),
          now.cls === null ? 'n/a' : String(Number(now.cls.toFixed(3))),
        ];
      }),
    ),
  );
  const loadAtEnd = load();
  const busy = Math.max(loadAtStart, loadAtEnd) > cpus().length ? ': above the core count, so these timings run long' : '';
  console.log(`Load average (1 min) ${loadAtStart} at the start, ${loadAtEnd} at the end, on ${cpus().length} cores${busy}.`);

  if (record) {
    const recorded: Baseline = {
      recorded: new Date().toISOString().slice(0, 10),
      load: Math.max(loadAtStart, load()),
      cores: cpus().length,
      runs,
      routes: Object.fromEntries([...results].map(([route, { now }]) => [route, now])),
    };
    writeFileSync(baselineFile, `${JSON.stringify(recorded, null, 2)}\n`);
    console.log(`Recorded as the new baseline in ${baselineFile}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
