import { puttTalents } from '@putt/contract/instruments';
import type { BandId } from '@putt/contract/norms';
import type { TResultScores } from '@putt/contract/results';
import { describe, expect, it } from 'vitest';
import { readProfile } from './profile-reading.js';

/** A PUTT result with these raw scores and, when given, T-scores banded as the standard bands. */
function result(raws: number[], ts?: number[]): TResultScores {
  const band = (t: number): BandId =>
    t >= 70 ? 'veryHigh' : t >= 60 ? 'high' : t >= 41 ? 'average' : t >= 31 ? 'low' : 'veryLow';
  return {
    engine: 'engine-2',
    levels: {
      scale: [],
      area: puttTalents.map((id, i) => ({
        id,
        raw: raws[i]!,
        answered: 4,
        of: 4,
        t: ts ? ts[i]! : null,
        percentile: ts ? 50 : null,
        band: ts ? band(ts[i]!) : null,
      })),
      group: [],
    },
    quality: { flags: [], answered: 160, items: 160, medianMs: 2500, fastShare: 0, longestRun: 2, sd: 1.2 },
  };
}
const ids = (units: { id: string }[]) => units.map((unit) => unit.id);
const raws = [3.9, 3.1, 2.2, 3.4, 2.9, 2.5, 3.0, 2.8];

describe('readProfile', () => {
  it('names strengths only at a high band, the two lowest to develop', () => {
    const reading = readProfile(result(raws, [72, 61, 35, 58, 50, 40, 52, 48]));
    expect(reading.kind).toBe('strengths');
    expect(ids(reading.areas)).toEqual(['linguistic', 'logical']);
    expect(ids(reading.toDevelop)).toEqual(['musical', 'naturalist']);
  });

  it('names, none being high, the highest at the average band, and nothing when all are below', () => {
    const relative = readProfile(result(raws, [58, 38, 35, 45, 34, 33, 32, 31]));
    expect(relative.kind).toBe('relative');
    expect(ids(relative.areas)).toEqual(['linguistic', 'spatial']);
    const none = readProfile(result(raws, [40, 38, 35, 39, 34, 33, 32, 31]));
    expect(none).toMatchObject({ kind: 'none', areas: [] });
    expect(ids(none.toDevelop)).toEqual(['intrapersonal', 'interpersonal']);
  });

  it('without a norm names the two highest raw scores as higher than the others', () => {
    const reading = readProfile(result(raws));
    expect(reading.kind).toBe('raw');
    expect(ids(reading.areas)).toEqual(['linguistic', 'spatial']);
  });

  it('names no area of a flat profile', () => {
    expect(readProfile(result([3, 3.1, 3, 3.05, 3, 3, 3.2, 3], [50, 52, 50, 51, 50, 50, 53, 50]))).toEqual({
      kind: 'flat',
      areas: [],
      toDevelop: [],
    });
  });
});
