/**
 * Pure bookkeeping for `npm run bench:lighthouse`: the median of each Lighthouse timing over several runs, and
 * how they compare with the last recorded baseline (bench/lighthouse-baseline.json).
 */
import type { RunFigures } from './lighthouse-summary';
import { medianOf } from './median';

/** The timings the benchmark reports for one route: medians over its runs. */
export interface Medians {
  performance: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface Baseline {
  /** When it was recorded (ISO date) and under what load: the 1-minute load average and core count. */
  recorded: string;
  load: number;
  cores: number;
  runs: number;
  routes: Record<string, Medians>;
}

/** Medians of the runs that did not error. */
export function mediansOf(runs: RunFigures[]): Medians {
  const ok = runs.filter((run) => !run.error);
  return {
    performance: medianOf(ok.map((run) => run.scores.performance)),
    lcpMs: medianOf(ok.map((run) => run.lcpMs)),
    fcpMs: medianOf(ok.map((run) => run.fcpMs)),
    tbtMs: medianOf(ok.map((run) => run.tbtMs)),
    cls: medianOf(ok.map((run) => run.cls)),
  };
}

/** A timing against its baseline, e.g. '1.21 s (-9%)', or the figure alone when there is nothing to compare. */
export function versus(now: number | null, before: number | null | undefined, unit: 'ms' | 's' | 'score'): string {
  if (now === null) return 'n/a';
  const shown = unit === 's' ? `${(now / 1000).toFixed(2)} s` : unit === 'ms' ? `${Math.round(now)} ms` : String(now);
  if (before === null || before === undefined) return shown;
  if (before === 0) return now === 0 ? `${shown} (=)` : `${shown} (was 0)`;
  const change = Math.round(((now - before) / before) * 100);
  return `${shown} (${change > 0 ? '+' : ''}${change}%)`;
}
