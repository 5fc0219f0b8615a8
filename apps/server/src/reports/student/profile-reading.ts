import type { BandId } from '@putt/contract/norms';
import type { TResultScores, TUnitScore } from '@putt/contract/results';
import { flatProfileOf } from '../../scoring/engine/flat-profile.js';
import { ranked } from './report-data.js';

/** The bands a report may call a strength (decision 029): above the norm's average range. */
export const STRENGTH_BANDS: readonly BandId[] = ['veryHigh', 'high'];

/**
 * What a report says of a student's highest areas (decision 029), so the student report, its
 * explore page and the teacher report read a profile alike:
 * - `flat`: the profile is flat (the quality flag, flat-profile.ts): no area is named;
 * - `strengths`: the areas at a strength band, at most two, highest first;
 * - `relative`: none is at a strength band; the highest areas at the average band (or, without a
 *   norm, the two highest raw scores), named as relatively higher than the student's others;
 * - `raw`: no norm, so no band: the two highest raw scores, named as higher than the student's others;
 * - `none`: every scored area is below the average band: no area is named as higher.
 * `toDevelop` is the two lowest scored areas, lowest first, never one named above; none when flat.
 */
export type ProfileReading = {
  kind: 'flat' | 'strengths' | 'relative' | 'raw' | 'none';
  /** the areas named as strengths or as relatively higher; empty for flat and none */
  areas: TUnitScore[];
  toDevelop: TUnitScore[];
};

export function readProfile(scores: Pick<TResultScores, 'levels' | 'quality'>): ProfileReading {
  if (flatProfileOf(scores)) return { kind: 'flat', areas: [], toDevelop: [] };
  const scored = ranked(scores.levels.area).filter((unit) => unit.raw !== null);
  const strengths = scored.filter((unit) => unit.band !== null && STRENGTH_BANDS.includes(unit.band));
  const relative = scored.filter((unit) => unit.band === 'average');
  const [kind, named] = scored.every((unit) => unit.band === null)
    ? (['raw', scored] as const)
    : strengths.length
      ? (['strengths', strengths] as const)
      : relative.length
        ? (['relative', relative] as const)
        : (['none', []] as const);
  const areas = named.slice(0, 2);
  const toDevelop = scored
    .filter((unit) => !areas.includes(unit))
    .slice(-2)
    .reverse();
  return { kind, areas, toDevelop };
}
