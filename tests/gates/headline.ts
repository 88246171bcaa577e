/**
 * `npm test` step "headline": on every exported route, the gzip bytes of the HTML from the first byte to the marker
 * its first paint waits for (after its `<h1>`, lib/render/first-screen.ts) against `headlineBudget`
 * (scripts/budgets.ts), no request needed before the headline can paint, and the CSS each route inlines.
 * Deterministic: bytes only, no timing. Exits 1 when a route fails.
 */
import { readFileSync } from 'node:fs';
import { gzipLevel, headlineBudget } from '../../scripts/budgets';
import { measureHeadline } from './headline-bytes';
import { formatTable, writeGateResult } from './results';
import { gateRoutes, routeLabel } from '../support/routes';
import { formatKiB } from './script-size';

const { site, routes } = gateRoutes('headline');

const rows = routes.map((route) => {
  const label = routeLabel(route);
  try {
    const bytes = measureHeadline(readFileSync(site.file(route.file), 'utf8'));
    return { route: label, ...bytes, ok: bytes.toFirstPaint <= headlineBudget && bytes.blocking.length === 0 };
  } catch (error) {
    return { route: label, problem: error instanceof Error ? error.message : String(error), ok: false };
  }
});

console.log(`gzip level ${gzipLevel}; budget to the marker first paint waits for: ${formatKiB(headlineBudget)}`);
console.log(
  formatTable(
    ['Route', 'To </h1>', 'To first paint', 'Page', 'Inline CSS', 'CSS gzip', 'Result'],
    rows.map((row) =>
      row.problem !== undefined
        ? [row.route, '', '', '', '', '', row.problem]
        : [row.route, formatKiB(row.toHeadline), formatKiB(row.toFirstPaint), formatKiB(row.page), formatKiB(row.inlineCss), formatKiB(row.inlineCssGzip), row.ok ? 'pass' : row.blocking.length ? `BLOCKED by ${row.blocking.join(', ')}` : 'OVER'],
    ),
  ),
);

const failed = rows.filter((row) => !row.ok).length;
writeGateResult('headline', { passed: rows.length - failed, failed, routes: rows });
console.log(failed ? `headline: ${failed} route(s) fail` : `headline: ${rows.length} routes paint their headline from the first ${formatKiB(headlineBudget)}`);
process.exit(failed ? 1 : 0);
