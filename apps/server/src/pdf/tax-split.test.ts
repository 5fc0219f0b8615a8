import { describe, expect, it } from 'vitest';
import { taxSplit } from './tax-split.js';

describe('taxSplit', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [5_500, 5_000, 500],
    [11_000, 10_000, 1_000],
    [110_000, 100_000, 10_000],
    [15_400, 14_000, 1_400],
    [9_999, 9_090, 909],
    [10_001, 9_092, 909],
    [12_345, 11_223, 1_122],
    [999_999_999, 909_090_908, 90_909_091],
  ])('VAT included: %i → supply %i + VAT %i', (total, supply, vat) => {
    const split = taxSplit(total, 'included');
    expect(split).toEqual({ supply, vat, total });
    expect(split.supply + split.vat).toBe(total);
  });

  it('adds up to the total for every amount up to 20,000 won', () => {
    for (let total = 0; total <= 20_000; total += 1) {
      const { supply, vat } = taxSplit(total, 'included');
      expect(supply + vat).toBe(total);
      expect(Math.abs(vat - supply * 0.1)).toBeLessThanOrEqual(1);
    }
  });

  it.each([0, 1, 5_500, 12_345, 110_000])('exempt: %i is all supply value', (total) => {
    expect(taxSplit(total, 'exempt')).toEqual({ supply: total, vat: 0, total });
  });

  it.each([-1, 0.5, Number.NaN])('refuses %d', (total) => {
    expect(() => taxSplit(total, 'included')).toThrow(RangeError);
  });
});
