import type { TQuality, TUnitScore } from '@putt/contract/results';

/**
 * When a profile is flat (decision 029): the answers say nothing about which area is higher, so a
 * report must not name one as a strength, and the areas' order is only the instrument's order.
 */
export const FLAT_RULES = {
  /** the scored areas' raw means all within less than this many points of the response scale */
  rawSpan: 0.25,
} as const;

/**
 * Flat: every answer is the same point of the scale (sd 0: all 3s, or all 5s whatever the reversed
 * items make of them), or at least two areas are scored and their raw means lie within
 * FLAT_RULES.rawSpan of each other (a pattern such as 2, 4, 2, 4 averages out in every area).
 */
export function isFlatProfile(
  areas: readonly Pick<TUnitScore, 'raw'>[],
  quality: Pick<TQuality, 'answered' | 'sd'>,
): boolean {
  if (quality.answered > 0 && quality.sd === 0) return true;
  const raws = areas.flatMap((area) => (area.raw === null ? [] : [area.raw]));
  return raws.length >= 2 && Math.max(...raws) - Math.min(...raws) < FLAT_RULES.rawSpan;
}

/**
 * A result's profile is flat: flagged by the engine since engine-2, or, for a result scored before
 * the flag existed, by the same rule read from its stored areas and answer spread.
 */
export const flatProfileOf = (scores: {
  levels: { area: readonly Pick<TUnitScore, 'raw'>[] };
  quality: TQuality;
}): boolean => scores.quality.flags.includes('flat') || isFlatProfile(scores.levels.area, scores.quality);
