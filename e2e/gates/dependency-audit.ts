/**
 * `npm run audit:deps`: the dependency gate. `npm audit --omit=dev` over "dependencies", which hold everything
 * that runs during `npm run build` (kept true by e2e/gates/build-dependencies.test.ts): no high or critical
 * advisory may be open. The check needs the registry's audit endpoint; when it cannot be reached the gate fails
 * and says so, rather than passing with nothing checked.
 */
import { spawnSync } from 'node:child_process';
import { writeGateResult } from './results';

interface AuditReport {
  error?: { summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: Array<string | { title?: string; url?: string }> }>;
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
let report: AuditReport | undefined;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  report = undefined;
}

function fail(message: string): never {
  console.error(`audit:deps: ${message}`);
  writeGateResult('dependencies', { passed: 0, failed: 1 });
  process.exit(1);
}

if (!report || report.error || !report.metadata?.vulnerabilities) {
  const reason = report?.message ?? report?.error?.summary ?? (run.stderr.trim().split('\n').at(-1) || `npm audit exited with ${run.status}`);
  fail(`the registry's audit endpoint could not be reached or answered an error (${reason}); nothing was checked, so the gate fails. Run it where the npm registry is reachable.`);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) => entry.severity === 'high' || entry.severity === 'critical');
for (const [name, entry] of serious) {
  const advisories = entry.via.map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim()));
  console.log(`FAIL  ${name} (${entry.severity}): ${advisories.join('; ')}`);
}
const counts = report.metadata.vulnerabilities;
console.log(`audit:deps: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low in the build and runtime dependencies`);
writeGateResult('dependencies', { passed: serious.length ? 0 : 1, failed: serious.length ? 1 : 0 });
process.exit(serious.length ? 1 : 0);
