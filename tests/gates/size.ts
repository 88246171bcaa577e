/**
 * `npm run test:size`: gzip bytes of JavaScript each exported page loads, per route, against the
 * budget in scripts/budgets.ts. Exits 1 when a route is over budget or loads a script
 * that is not in the export.
 */
import { existsSync, readFileSync } from 'node:fs';
import { hasIsland } from '../../scripts/postbuild/site-export';
import { jsBudgetFor } from '../../scripts/budgets';
import { formatTable, writeGateResult } from './results';
import { gateRoutes, routeLabel } from '../support/routes';
import { formatKiB, measureScripts } from './script-size';

const { site, routes } = gateRoutes('size');

const rows = routes.map((route) => {
  const html = readFileSync(site.file(route.file), 'utf8');
  const size = measureScripts(html, (src) => {
    const file = site.pathOfAddress(src, route.path);
    return file !== undefined && existsSync(site.file(file)) ? readFileSync(site.file(file)) : undefined;
  });
  const budget = jsBudgetFor(hasIsland(html));
  const ok = size.total <= budget && size.missing.length === 0;
  return { route: routeLabel(route), ...size, budget, ok };
});

console.log(
  formatTable(
    ['Route', 'Files', 'External', 'Inline', 'Total', 'Budget', 'Result'],
    rows.map((row) => [
      row.route,
      String(row.external.length),
      formatKiB(row.total - row.inline),
      formatKiB(row.inline),
      formatKiB(row.total),
      formatKiB(row.budget),
      row.ok ? 'pass' : 'OVER',
    ]),
  ),
);
for (const row of rows.filter((r) => r.missing.length)) {
  console.log(`${row.route}: cannot measure ${row.missing.join(', ')} (not in the export)`);
}

const failed = rows.filter((row) => !row.ok).length;
writeGateResult('size', { passed: rows.length - failed, failed, routes: rows.map(({ route, total, inline, budget, ok }) => ({ route, total, inline, budget, ok })) });
console.log(failed ? `size: ${failed} route(s) over the JavaScript budget` : `size: ${rows.length} routes within budget`);
process.exit(failed ? 1 : 0);
