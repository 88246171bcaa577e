import { describe, expect, it } from 'vitest';
import { checksFor, figuresOf, markdownTable, type LhrLike } from './lighthouse-summary';

const lhr = (overrides: Partial<Record<string, number>> = {}, images: Record<string, unknown[]> = {}): LhrLike => ({
  categories: {
    performance: { score: overrides.performance ?? 1 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: overrides.seo ?? 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: overrides.lcp ?? 1200 },
    'first-contentful-paint': { numericValue: 800 },
    'total-blocking-time': { numericValue: overrides.tbt ?? 0 },
    'cumulative-layout-shift': { numericValue: overrides.cls ?? 0 },
    'total-byte-weight': { numericValue: overrides.bytes ?? 40_000 },
    ...Object.fromEntries(Object.entries(images).map(([audit, items]) => [audit, { details: { items } }])),
  },
});

describe('figuresOf', () => {
  it('rounds category scores the way the report shows them and reads the figures', () => {
    const figures = figuresOf(lhr({ performance: 0.995 }));
    expect(figures.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(figuresOf(lhr({ performance: 0.994 })).scores.performance).toBe(99);
    expect(figures).toMatchObject({ lcpMs: 1200, fcpMs: 800, tbtMs: 0, cls: 0, totalBytes: 40_000, imageFindings: [] });
  });

  it('names the image audits that list something', () => {
    expect(figuresOf(lhr({}, { 'unsized-images': [{}, {}], 'uses-responsive-images': [] })).imageFindings).toEqual(['unsized-images (2)']);
  });

  it('keeps a runtime error', () => {
    const errored = { ...lhr(), runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' } };
    expect(figuresOf(errored).error).toBe('ERRORED_DOCUMENT_REQUEST: Status code: 404');
  });
});

describe('checksFor', () => {
  it('judges only what does not depend on timing, and passes a good run', () => {
    const checks = checksFor(figuresOf(lhr()), { route: '/' });
    expect(checks.map((check) => check.name)).toEqual(['accessibility', 'best-practices', 'seo', 'CLS', 'bytes', 'render-blocking', 'images']);
    expect(checks.every((check) => check.ok)).toBe(true);
  });

  it('never fails on a slow run: performance score, LCP and TBT are not judged', () => {
    expect(checksFor(figuresOf(lhr({ performance: 0.5, lcp: 9000, tbt: 900 })), { route: '/' }).every((check) => check.ok)).toBe(true);
  });

  it('fails any layout shift, too many bytes, a render-blocking request and an image finding', () => {
    const figures = figuresOf(lhr({ cls: 0.001, bytes: 10_000_000 }, { 'image-size-responsive': [{}] }));
    const failing = checksFor(figures, { route: '/', renderBlocking: ['/a.css'] }).filter((check) => !check.ok);
    expect(failing.map((check) => check.name)).toEqual(['CLS', 'bytes', 'render-blocking', 'images']);
    expect(failing[2].detail).toBe('1 > 0 (/a.css)');
  });

  it('leaves out exempt categories and adds extra checks', () => {
    const checks = checksFor(figuresOf(lhr({ seo: 0.6 })), { route: '/', exempt: ['seo'], extra: [{ name: 'status', ok: true, detail: 'ok' }] });
    expect(checks.map((check) => check.name)).not.toContain('seo');
    expect(checks.at(-1)?.name).toBe('status');
  });

  it('is one failing check when Lighthouse errored', () => {
    const errored = { ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    expect(checksFor(figuresOf(errored), { route: '/' })).toEqual([{ name: 'lighthouse', ok: false, detail: 'NO_FCP: no paint' }]);
  });
});

describe('markdownTable', () => {
  it('prints one row per route with the judged figures and result', () => {
    const figures = figuresOf(lhr({ seo: 0.66 }));
    const table = markdownTable([{ route: '/', figures, checks: checksFor(figures, { route: '/', exempt: ['seo'] }) }]);
    const [header, rule, row] = table.split('\n');
    expect(header).toBe('| Route | Accessibility | Best practices | SEO | CLS | Bytes | Render-blocking | Image findings | Result |');
    expect(rule.startsWith('| --- | ---: |')).toBe(true);
    expect(row).toBe('| / | 100 | 100 | 66 (exempt) | 0 | 39.1 KiB | 0 | 0 | pass |');
  });
});
