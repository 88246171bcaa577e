/**
 * Pure Lighthouse bookkeeping: the figures of one run (used by the gate and the benchmark), the
 * deterministic checks a route must pass in `npm test`, and the gate's summary table.
 */
import { byteBudgetFor, categories, exemptions, imageAudits, judgedCategories, metricBudgets, scoreBudgets, type Category, type JudgedCategory } from './budgets';

/** The part of a Lighthouse result (LHR) the gate and the benchmark read. */
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
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes transferred to load the page. */
  totalBytes: number | null;
  /** Image-size audits (budgets.ts imageAudits) that listed something, with how many items. */
  imageFindings: string[];
  /** Lighthouse's CPU benchmark of the host during the run (lower means a slower or busier machine). */
  benchmarkIndex?: number;
  /** Set when Lighthouse could not audit the page. */
  error?: string;
}

const numeric = (lhr: LhrLike, audit: string) => lhr.audits[audit]?.numericValue ?? null;

function itemCount(lhr: LhrLike, audit: string): number {
  const details = lhr.audits[audit]?.details;
  const items = details && typeof details === 'object' && 'items' in details ? details.items : undefined;
  return Array.isArray(items) ? items.length : 0;
}

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
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    imageFindings: imageAudits.flatMap((audit) => {
      const count = itemCount(lhr, audit);
      return count ? [`${audit} (${count})`] : [];
    }),
    ...(lhr.environment?.benchmarkIndex ? { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

export interface Check {
  /** e.g. 'accessibility', 'CLS'. */
  name: string;
  ok: boolean;
  /** Human-readable actual value and budget, e.g. '97 < 100'. */
  detail: string;
}

export const formatKiB = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);

/**
 * The checks one route's run must pass, none of them a timing: every non-exempt judged category,
 * CLS, bytes transferred, render-blocking requests (found in the page's HTML by the caller), and
 * the image-size audits; then `extra`.
 */
export function checksFor(
  figures: RunFigures,
  { route, exempt = [], renderBlocking = [], extra = [] }: { route: string; exempt?: JudgedCategory[]; renderBlocking?: string[]; extra?: Check[] },
): Check[] {
  if (figures.error) return [{ name: 'lighthouse', ok: false, detail: figures.error }];
  const scoreChecks = judgedCategories
    .filter((category) => !exempt.includes(category))
    .map((category) => {
      const score = figures.scores[category];
      const budget = scoreBudgets[category];
      const ok = score !== null && score >= budget;
      return { name: category, ok, detail: `${score ?? 'n/a'} ${ok ? '>=' : '<'} ${budget}` };
    });
  const clsOk = figures.cls !== null && figures.cls <= metricBudgets.cls;
  const bytes = byteBudgetFor(route);
  const bytesOk = figures.totalBytes !== null && figures.totalBytes <= bytes;
  const blockingOk = renderBlocking.length <= metricBudgets.renderBlocking;
  return [
    ...scoreChecks,
    { name: 'CLS', ok: clsOk, detail: `${formatCls(figures.cls)} ${clsOk ? '<=' : '>'} ${metricBudgets.cls}` },
    { name: 'bytes', ok: bytesOk, detail: `${formatKiB(figures.totalBytes)} ${bytesOk ? '<=' : '>'} ${formatKiB(bytes)}` },
    {
      name: 'render-blocking',
      ok: blockingOk,
      detail: `${renderBlocking.length} ${blockingOk ? '<=' : '>'} ${metricBudgets.renderBlocking}${renderBlocking.length ? ` (${renderBlocking.join(', ')})` : ''}`,
    },
    { name: 'images', ok: figures.imageFindings.length === 0, detail: figures.imageFindings.join(', ') || 'none listed' },
    ...extra,
  ];
}

export const exemptionsFor = (kind: string): JudgedCategory[] => exemptions[kind] ?? [];

export const formatMs = (ms: number | null) => (ms === null ? 'n/a' : `${Math.round(ms)} ms`);
export const formatCls = (cls: number | null) => (cls === null ? 'n/a' : String(Number(cls.toFixed(3))));

export interface RouteSummary {
  route: string;
  figures: RunFigures;
  checks: Check[];
  report?: string;
}

const scoreCell = (summary: RouteSummary, category: JudgedCategory) => {
  const score = summary.figures.scores[category];
  const exempt = !summary.checks.some((check) => check.name === category);
  return `${score ?? 'n/a'}${exempt && !summary.figures.error ? ' (exempt)' : ''}`;
};

/** The gate's one-table summary as GitHub-flavoured markdown. */
export function markdownTable(summaries: RouteSummary[]): string {
  const header = ['Route', 'Accessibility', 'Best practices', 'SEO', 'CLS', 'Bytes', 'Render-blocking', 'Image findings', 'Result'];
  const rows = summaries.map((summary) => [
    summary.route,
    ...judgedCategories.map((category) => scoreCell(summary, category)),
    formatCls(summary.figures.cls),
    formatKiB(summary.figures.totalBytes),
    summary.checks.find((check) => check.name === 'render-blocking')?.detail.split(' ')[0] ?? 'n/a',
    String(summary.figures.imageFindings.length),
    summary.checks.every((check) => check.ok) ? 'pass' : `FAIL: ${summary.checks.filter((check) => !check.ok).map((check) => `${check.name} ${check.detail}`).join('; ')}`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
