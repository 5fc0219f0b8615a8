import { type BandId, T_RANGE } from '@putt/contract/norms';
import type { TInstrumentResults } from '@putt/contract/school-results';

/** The standard normal distribution function, by Abramowitz and Stegun 7.1.26 (error under 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The share of a norm group each band is expected to hold. T is scaled to a mean of 50 and a
 * standard deviation of 10 and given as a whole number within T_RANGE, so a band from `min` to `max`
 * holds the scores from min − 0.5 to max + 0.5, and the bands at either end hold the tails beyond.
 */
export function normShares(bands: TInstrumentResults['bands']): Partial<Record<BandId, number>> {
  const below = (t: number) => normalCdf((t - 50) / 10);
  return Object.fromEntries(
    bands.map((band) => {
      const low = band.min <= T_RANGE.min ? 0 : below(band.min - 0.5);
      const high = band.max >= T_RANGE.max ? 1 : below(band.max + 0.5);
      return [band.id, high - low];
    }),
  );
}
