import { expect, it } from 'vitest';
import { figuresOf, type LhrLike } from './lighthouse-summary';

const lhr = (performance = 1): LhrLike => ({
  categories: { performance: { score: performance }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1200 },
    'first-contentful-paint': { numericValue: 800 },
    'total-blocking-time': { numericValue: 0 },
    'cumulative-layout-shift': { numericValue: 0 },
  },
});

it('figuresOf rounds category scores the way the report shows them and reads the timings', () => {
  const figures = figuresOf(lhr(0.995));
  expect(figures.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
  expect(figuresOf(lhr(0.994)).scores.performance).toBe(99);
  expect(figures).toMatchObject({ lcpMs: 1200, fcpMs: 800, tbtMs: 0, cls: 0 });
});

it('figuresOf keeps a runtime error', () => {
  const errored = { ...lhr(), runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' } };
  expect(figuresOf(errored).error).toBe('ERRORED_DOCUMENT_REQUEST: Status code: 404');
});
