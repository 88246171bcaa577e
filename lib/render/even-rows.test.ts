import { describe, expect, it } from 'vitest';
import { evenRows } from './even-rows';

describe('evenRows', () => {
  it('fills every row: threes, twos, or a lead card beside two or three across', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(evenRows)).toEqual(['one', 'two', 'three', 'two', 'lead-two', 'three', 'lead-three', 'two', 'three']);
  });
});
