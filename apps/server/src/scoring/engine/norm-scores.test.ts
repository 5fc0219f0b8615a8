import type { TNormTable } from '@putt/contract/norms';
import { describe, expect, it } from 'vitest';
import { bandOf, normalCdf, percentileOf, tScore } from './norm-scores.js';

const bands: TNormTable['bands'] = [
  { id: 'veryHigh', min: 70, max: 80 },
  { id: 'high', min: 60, max: 69 },
  { id: 'average', min: 41, max: 59 },
  { id: 'low', min: 31, max: 40 },
  { id: 'veryLow', min: 20, max: 30 },
];

describe('norm scores', () => {
  it('gives T = 50 + 10 z rounded half up, held within 20–80', () => {
    const stat = { mean: 3, sd: 0.5 };
    expect(tScore(3, stat)).toBe(50);
    expect(tScore(4, stat)).toBe(70);
    expect(tScore(3.225, stat)).toBe(55); // 54.5 rounds up
    expect(tScore(2.775, stat)).toBe(46); // 45.5 rounds up, toward +∞
    expect(tScore(5, { mean: 2, sd: 0.5 })).toBe(80);
    expect(tScore(1, { mean: 4, sd: 0.5 })).toBe(20);
  });

  it('reads a band at its edges', () => {
    expect([80, 70, 69, 60, 59, 41, 40, 31, 30, 20].map((t) => bandOf(t, bands))).toEqual([
      'veryHigh',
      'veryHigh',
      'high',
      'high',
      'average',
      'average',
      'low',
      'low',
      'veryLow',
      'veryLow',
    ]);
  });

  it('gives the normal curve’s percentiles within 1–99', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect([20, 30, 40, 50, 60, 70, 80].map(percentileOf)).toEqual([1, 2, 16, 50, 84, 98, 99]);
  });
});
