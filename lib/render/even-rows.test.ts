import { describe, expect, it } from 'vitest';
import { evenRows } from './even-rows';

describe('evenRows', () => {
  it('fills every row: threes, twos, one row of five, or a lead card beside three across', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(evenRows)).toEqual(['one', 'two', 'three', 'two', 'five', 'three', 'lead-three', 'two', 'three']);
  });
});
