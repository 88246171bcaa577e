import { expect, it } from 'vitest';
import type { RunFigures } from './lighthouse-summary';
import { mediansOf, versus } from './lighthouse-medians';
import { medianOf } from './median';

const run = (lcpMs: number, error?: string): RunFigures => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  fcpMs: lcpMs - 100,
  tbtMs: 0,
  cls: 0,
  ...(error ? { error } : {}),
});

it('medianOf takes the middle value, or the mean of the middle two, ignoring missing values', () => {
  expect(medianOf([3, 1, 2])).toBe(2);
  expect(medianOf([4, 1, null, 2, 3])).toBe(2.5);
  expect(medianOf([null])).toBeNull();
});

it('mediansOf leaves out runs that errored', () => {
  expect(mediansOf([run(900), run(1200), run(1000), run(50, 'NO_FCP')])).toEqual({ performance: 100, lcpMs: 1000, fcpMs: 900, tbtMs: 0, cls: 0 });
});

it('versus shows the figure and its change against the baseline', () => {
  expect(versus(900, 1000, 's')).toBe('0.90 s (-10%)');
  expect(versus(1100, 1000, 'ms')).toBe('1100 ms (+10%)');
  expect(versus(100, undefined, 'score')).toBe('100');
  expect(versus(0, 0, 'ms')).toBe('0 ms (=)');
  expect(versus(null, 5, 'ms')).toBe('n/a');
});
