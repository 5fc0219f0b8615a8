import type { TQuality } from '@putt/contract/results';
import { describe, expect, it } from 'vitest';
import { flatProfileOf, isFlatProfile } from './flat-profile.js';

const areas = (...raws: (number | null)[]) => raws.map((raw) => ({ raw }));
const spread = { answered: 160, sd: 1.1 };

describe('isFlatProfile', () => {
  it('calls one answer throughout flat, however the reversed items spread the areas', () => {
    // all 5s on a bank whose areas hold different numbers of reversed items
    expect(isFlatProfile(areas(4.2, 3.4, 5, 4.6), { answered: 160, sd: 0 })).toBe(true);
    // nothing answered is missing data, not a flat profile
    expect(isFlatProfile(areas(null, null), { answered: 0, sd: 0 })).toBe(false);
  });

  it('calls areas within less than a quarter point flat, and a quarter point not', () => {
    expect(isFlatProfile(areas(3, 3.2, 3.24, 3.1), spread)).toBe(true);
    expect(isFlatProfile(areas(3, 3.2, 3.25, 3.1), spread)).toBe(false);
    // unscored areas are left out; one scored area is no profile to call flat
    expect(isFlatProfile(areas(3, null, 3.1), spread)).toBe(true);
    expect(isFlatProfile(areas(3, null, null), spread)).toBe(false);
  });
});

describe('flatProfileOf', () => {
  const quality = (flags: TQuality['flags'], sd: number): TQuality => ({
    flags,
    answered: 160,
    items: 160,
    medianMs: 2000,
    fastShare: 0,
    longestRun: 3,
    sd,
  });
  it('reads the flag, and the rule itself for a result scored before the flag (engine-1)', () => {
    expect(flatProfileOf({ levels: { area: areas(2, 4) }, quality: quality(['flat'], 1) })).toBe(true);
    expect(flatProfileOf({ levels: { area: areas(3, 3) }, quality: quality([], 1) })).toBe(true);
    expect(flatProfileOf({ levels: { area: areas(2, 4) }, quality: quality([], 1) })).toBe(false);
  });
});
