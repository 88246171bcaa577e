/**
 * Pure Lighthouse bookkeeping for `npm run audit`: the figures of one run, the median of several
 * runs, the checks a route must pass against the budgets, and the summary table.
 */
import { categories, exemptions, metricBudgets, scoreBudgets, type Category } from './budgets';

/** The part of a Lighthouse result (LHR) the gate reads. */
export interface LhrLike {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number; score?: number | null; details?: unknown }>>;
}

export interface RunFigures {
  /** Category scores 0 to 100 as the report shows them (rounded); null when not scored. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's CPU benchmark of the host during the run (lower means a slower or busier machine). */
  benchmarkIndex?: number;
  /** Set when Lighthouse could not audit the page. */
  error?: string;
}

const numeric = (lhr: LhrLike, audit: string) => lhr.audits[audit]?.numericValue ?? null;

export function figuresOf(lhr: LhrLike): RunFigures {
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ...(lhr.environment?.benchmarkIndex ? { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * The index of the run with the median performance score (ties keep run order), so one noisy run
 * cannot flip the gate. Runs that errored sort lowest.
 */
export function medianRunIndex(runs: RunFigures[]): number {
  const order = runs
    .map((run, index) => ({ index, score: run.error ? -1 : (run.scores.performance ?? -1) }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)].index;
}

export interface Check {
  /** e.g. 'performance', 'TBT'. */
  name: string;
  ok: boolean;
  /** Human-readable actual value and budget, e.g. '97 < 100'. */
  detail: string;
}

/** The checks one route's judged run must pass: every non-exempt category, then TBT and CLS. */
export function checksFor(
  figures: RunFigures,
  exempt: Category[] = [],
  extra: Check[] = [],
): Check[] {
  if (figures.error) return [{ name: 'lighthouse', ok: false, detail: figures.error }];
  const scoreChecks = categories
    .filter((category) => !exempt.includes(category))
    .map((category) => {
      const score = figures.scores[category];
      const budget = scoreBudgets[category];
      const ok = score !== null && score >= budget;
      return { name: category, ok, detail: `${score ?? 'n/a'} ${ok ? '>=' : '<'} ${budget}` };
    });
  const tbtOk = figures.tbtMs !== null && figures.tbtMs < metricBudgets.tbtMs;
  const clsOk = figures.cls !== null && figures.cls <= metricBudgets.cls;
  return [
    ...scoreChecks,
    { name: 'TBT', ok: tbtOk, detail: `${formatMs(figures.tbtMs)} ${tbtOk ? '<' : '>='} ${metricBudgets.tbtMs} ms` },
    { name: 'CLS', ok: clsOk, detail: `${formatCls(figures.cls)} ${clsOk ? '<=' : '>'} ${metricBudgets.cls}` },
    ...extra,
  ];
}

export const exemptionsFor = (kind: string): Category[] => exemptions[kind] ?? [];

export const formatMs = (ms: number | null) => (ms === null ? 'n/a' : `${Math.round(ms)} ms`);
export const formatCls = (cls: number | null) => (cls === null ? 'n/a' : String(Number(cls.toFixed(3))));

export interface RouteSummary {
  route: string;
  figures: RunFigures;
  /** Performance scores of every run, in run order. */
  runs: Array<number | null>;
  checks: Check[];
  report?: string;
}

const scoreCell = (summary: RouteSummary, category: Category) => {
  const score = summary.figures.scores[category];
  const exempt = !summary.checks.some((check) => check.name === category);
  return `${score ?? 'n/a'}${exempt && !summary.figures.error ? ' (exempt)' : ''}`;
};

/** The one-table summary as GitHub-flavoured markdown. */
export function markdownTable(summaries: RouteSummary[]): string {
  const header = ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'Runs (perf.)', 'Result'];
  const rows = summaries.map((summary) => [
    summary.route,
    ...categories.map((category) => scoreCell(summary, category)),
    summary.figures.lcpMs === null ? 'n/a' : `${(summary.figures.lcpMs / 1000).toFixed(2)} s`,
    formatMs(summary.figures.tbtMs),
    formatCls(summary.figures.cls),
    summary.runs.map((score) => score ?? 'x').join(' / '),
    summary.checks.every((check) => check.ok) ? 'pass' : `FAIL: ${summary.checks.filter((check) => !check.ok).map((check) => `${check.name} ${check.detail}`).join('; ')}`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
