import { describe, expect, it } from 'vitest';
import { checksFor, figuresOf, markdownTable, medianRunIndex, type LhrLike, type RunFigures } from './lighthouse-summary';

const lhr = (performance: number, overrides: Partial<Record<string, number>> = {}): LhrLike => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: overrides.seo ?? 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: overrides.lcp ?? 1200 },
    'total-blocking-time': { numericValue: overrides.tbt ?? 0 },
    'cumulative-layout-shift': { numericValue: overrides.cls ?? 0 },
  },
});

describe('figuresOf', () => {
  it('rounds category scores the way the report shows them', () => {
    const figures = figuresOf(lhr(0.995));
    expect(figures.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(figuresOf(lhr(0.994)).scores.performance).toBe(99);
    expect(figures).toMatchObject({ lcpMs: 1200, tbtMs: 0, cls: 0 });
  });

  it('keeps a runtime error', () => {
    const errored = { ...lhr(0), runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' } };
    expect(figuresOf(errored).error).toBe('ERRORED_DOCUMENT_REQUEST: Status code: 404');
  });
});

describe('medianRunIndex', () => {
  const run = (performance: number | null, error?: string): RunFigures => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    ...(error ? { error } : {}),
  });

  it('picks the run with the middle performance score', () => {
    expect(medianRunIndex([run(100), run(91), run(97)])).toBe(2);
    expect(medianRunIndex([run(99), run(100), run(100)])).toBe(1);
  });

  it('treats an errored run as the worst', () => {
    expect(medianRunIndex([run(null, 'boom'), run(100), run(98)])).toBe(2);
  });

  it('works for a single run', () => {
    expect(medianRunIndex([run(80)])).toBe(0);
  });
});

describe('checksFor', () => {
  it('passes a perfect run on every check', () => {
    const checks = checksFor(figuresOf(lhr(1)));
    expect(checks.map((check) => check.name)).toEqual(['performance', 'accessibility', 'best-practices', 'seo', 'TBT', 'CLS']);
    expect(checks.every((check) => check.ok)).toBe(true);
  });

  it('fails scores under budget, TBT at 50 ms or more, and any layout shift', () => {
    const failing = checksFor(figuresOf(lhr(0.98, { tbt: 50, cls: 0.001 }))).filter((check) => !check.ok);
    expect(failing.map((check) => check.name)).toEqual(['performance', 'TBT', 'CLS']);
    expect(failing[0].detail).toBe('98 < 100');
  });

  it('leaves out exempt categories and adds extra checks', () => {
    const checks = checksFor(figuresOf(lhr(1, { seo: 0.6 })), ['seo'], [{ name: 'only the document is 404', ok: true, detail: 'ok' }]);
    expect(checks.map((check) => check.name)).not.toContain('seo');
    expect(checks.at(-1)?.name).toBe('only the document is 404');
  });

  it('is one failing check when Lighthouse errored', () => {
    const errored = { ...lhr(0), runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    expect(checksFor(figuresOf(errored))).toEqual([{ name: 'lighthouse', ok: false, detail: 'NO_FCP: no paint' }]);
  });
});

describe('markdownTable', () => {
  it('prints one row per route with scores, metrics and result', () => {
    const figures = figuresOf(lhr(1, { seo: 0.66, lcp: 900 }));
    const table = markdownTable([{ route: '/', figures, runs: [100, 100, 100], checks: checksFor(figures, ['seo']) }]);
    const [header, rule, row] = table.split('\n');
    expect(header).toBe('| Route | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Runs (perf.) | Result |');
    expect(rule.startsWith('| --- | ---: |')).toBe(true);
    expect(row).toBe('| / | 100 | 100 | 100 | 66 (exempt) | 0.90 s | 0 ms | 0 | 100 / 100 / 100 | pass |');
  });
});
