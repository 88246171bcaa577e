/**
 * The "lighthouse" gate of `npm test` (`npm run test:lighthouse` alone): Lighthouse, default mobile
 * emulation and simulated throttling, once on every route of the export (one blog post stands for
 * all posts, and the not-found page is requested at a missing address), judged only on what does
 * not depend on how busy the machine is (e2e/gates/budgets.ts): accessibility, best-practices and
 * SEO scores, CLS, bytes transferred, render-blocking requests and image sizes. The timings
 * (performance score, LCP, FCP, TBT) are the benchmark's: `npm run audit` (e2e/bench/bench-lighthouse.ts).
 *
 * Writes to test-results/lighthouse/ (beside the other test reports, never deployed, and not wiped
 * by a later `next build` as .next/ would be): one HTML report per route, summary.md and
 * summary.json. Exits 1 when any check fails.
 *
 *   AUDIT_ROUTES='/,/about,404 page' npm run test:lighthouse   (a quicker local look)
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { readExport } from '../../lib/export/site-export';
import { judgedCategories } from './budgets';
import { auditedRoutes, reportName, withLighthouse } from './lighthouse-run';
import { checksFor, exemptionsFor, figuresOf, formatCls, formatKiB, markdownTable, type Check, type RouteSummary } from './lighthouse-summary';
import { renderBlockingRequests } from './render-blocking';
import { formatTable, writeGateResult } from './results';
import { routeLabel, type Route } from './routes';

export const reportDir = join('test-results', 'lighthouse');

/** On the not-found page: the document answers 404 and every other request succeeds. */
function notFoundChecks(route: Route, lhr: Result, url: string): Check[] {
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

async function main() {
  const site = readExport();
  const routes = auditedRoutes(site);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  const summaries: RouteSummary[] = [];
  await withLighthouse(async (audit) => {
    for (const route of routes) {
      const { url, lhr, htmlReport } = await audit(site, route);
      const report = `${reportName(route)}.html`;
      copyFileSync(htmlReport, join(reportDir, report));
      const figures = figuresOf(lhr);
      const renderBlocking = renderBlockingRequests(readFileSync(site.file(route.file), 'utf8'));
      const checks = checksFor(figures, { route: route.path, exempt: exemptionsFor(route.kind), renderBlocking, extra: notFoundChecks(route, lhr, url) });
      summaries.push({ route: routeLabel(route), figures, checks, report });
      console.log(`${routeLabel(route)}: ${checks.filter((check) => check.ok).length} of ${checks.length} checks pass`);
    }
  });

  writeFileSync(
    join(reportDir, 'summary.md'),
    `# Lighthouse gate\n\nMobile emulation, simulated throttling, one run per route; only figures that do not depend on timing are judged (timings: \`npm run audit\`).\n\n${markdownTable(summaries)}\n`,
  );
  writeFileSync(join(reportDir, 'summary.json'), `${JSON.stringify(summaries, null, 2)}\n`);

  console.log(
    `\n${formatTable(
      ['Route', 'A11y', 'BP', 'SEO', 'CLS', 'Bytes', 'Result'],
      summaries.map((summary) => [
        summary.route,
        ...judgedCategories.map((category) => String(summary.figures.scores[category] ?? 'n/a')),
        formatCls(summary.figures.cls),
        formatKiB(summary.figures.totalBytes),
        summary.checks.every((check) => check.ok) ? 'pass' : 'FAIL',
      ]),
    )}`,
  );
  const checks = summaries.flatMap((summary) => summary.checks.map((check) => ({ route: summary.route, ...check })));
  for (const check of checks.filter((c) => !c.ok)) console.log(`FAIL  ${check.route}: ${check.name} ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`lighthouse: ${checks.length - failed} of ${checks.length} checks pass; reports in ${reportDir}/`);
  writeGateResult('lighthouse', { passed: checks.length - failed, failed });
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  writeGateResult('lighthouse', { passed: 0, failed: 1 });
  process.exit(1);
});
