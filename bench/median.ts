// Hand-written: four lines, where a statistics package would be a dependency for one function.
/** The median of some figures (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of the figures a run or build produced, missing ones (null) left out; null when none did. */
export function medianOf(values: ReadonlyArray<number | null>): number | null {
  const figures = values.filter((value): value is number => value !== null);
  return figures.length ? median(figures) : null;
}
