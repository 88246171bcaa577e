/**
 * How a row of cards fills a wide grid with every row full: three across when the count divides by three, two across
 * when it divides by two, five as one row of five, and seven as a lead card two rows tall beside the rest three across,
 * so no row runs two then three. Anything else (one; eleven or more, odd) is three across.
 */
export type EvenRows = 'one' | 'two' | 'three' | 'five' | 'lead-three';

export function evenRows(count: number): EvenRows {
  if (count <= 1) return 'one';
  if (count % 3 === 0) return 'three';
  if (count % 2 === 0) return 'two';
  if (count === 5) return 'five';
  if (count === 7) return 'lead-three';
  return 'three';
}
