import { describe, expect, it } from 'vitest';
import { normShares } from './norm-shares';
import { demoBands } from './test-results';

describe('normShares', () => {
  it('gives each band the share of a normal T (50, 10) between its edges, the end bands their tails', () => {
    const shares = normShares(demoBands);
    // T 59.5 to 69.5 is z 0.95 to 1.95: 0.97441 − 0.82894
    expect(shares.high).toBeCloseTo(0.14547, 4);
    // T 39.5 to 59.5 is z −1.05 to 0.95: 0.82894 − 0.14686
    expect(shares.average).toBeCloseTo(0.68208, 4);
    // the top band holds everything above 69.5 (T is given up to 80)
    expect(shares.veryHigh).toBeCloseTo(1 - 0.97441, 4);
    // and the bottom one everything under 29.5: the bands are not symmetric about 50
    expect(shares.veryLow).toBeCloseTo(0.02018, 4);
    const total = Object.values(shares).reduce((sum, share) => sum + share, 0);
    expect(total).toBeCloseTo(1, 9);
  });
});
