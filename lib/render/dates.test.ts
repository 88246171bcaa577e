import { describe, expect, it } from 'vitest';
import { dateValue, displayDate, latestDate, laterUpdate } from './dates';

describe('dates', () => {
  it('shows ISO dates in the spec format, whatever the machine’s time zone', () => {
    expect(displayDate('2025-01-14')).toBe('January 14, 2025');
    expect(dateValue('2025-01-14').toISOString()).toBe('2025-01-14T00:00:00.000Z');
  });

  it('keeps an update only when it is later than the publication', () => {
    expect(laterUpdate('2025-01-14', '2025-03-02')).toBe('2025-03-02');
    expect(laterUpdate('2025-01-14', '2025-01-14')).toBeUndefined();
    expect(laterUpdate('2025-01-14', undefined)).toBeUndefined();
  });

  it('finds the latest of some dates', () => {
    expect(latestDate(['2025-01-14', '2026-11-23', '2025-12-31'])).toBe('2026-11-23');
    expect(latestDate([])).toBeUndefined();
  });
});
