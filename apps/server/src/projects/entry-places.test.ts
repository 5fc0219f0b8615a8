import { describe, expect, it } from 'vitest';
import { placeNumbers } from './entry-places.js';

describe('placeNumbers', () => {
  it('numbers an unlisted class 1..count', () => {
    expect(placeNumbers([], 3)).toEqual([1, 2, 3]);
  });

  it('keeps every listed number, filling the smallest free ones up to the count', () => {
    expect(placeNumbers([1, 2, 5], 5)).toEqual([1, 2, 3, 4, 5]);
    expect(placeNumbers([2, 31, 32], 4)).toEqual([1, 2, 31, 32]);
  });

  it('gives every listed student a place, even past the count', () => {
    expect(placeNumbers([3, 1, 2], 2)).toEqual([1, 2, 3]);
  });
});
