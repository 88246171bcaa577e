/**
 * Each gate writes its per-test counts to test-results/gates/<gate>.json so `npm test` can count
 * every route it checked as a test, and prints a small aligned table (hand-written: ten lines, where `console.table`
 * adds an index column and quotes every string).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const gateResultsDir = join('test-results', 'gates');

export interface GateResult {
  passed: number;
  failed: number;
}

export function writeGateResult(gate: string, result: GateResult & Record<string, unknown>): void {
  mkdirSync(gateResultsDir, { recursive: true });
  writeFileSync(join(gateResultsDir, `${gate}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** Left-aligns the first column and right-aligns the rest. */
export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return all.map(line).join('\n');
}
