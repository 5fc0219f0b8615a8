import { type BandId, T_RANGE, type TNormTable } from '@putt/contract/norms';

/** The T-score of a raw score: 50 + 10 z, rounded half up, held within 20–80. */
export function tScore(raw: number, stat: { mean: number; sd: number }): number {
  const t = Math.floor(50 + (10 * (raw - stat.mean)) / stat.sd + 0.5);
  return Math.min(T_RANGE.max, Math.max(T_RANGE.min, t));
}

/**
 * The percentile of a T-score under the normal curve, whole and within 1–99 (a report never says
 * 0th or 100th). From the rounded T, so one T always reads as one percentile.
 */
export function percentileOf(t: number): number {
  const p = Math.floor(100 * normalCdf((t - 50) / 10) + 0.5);
  return Math.min(99, Math.max(1, p));
}

/** Φ(z) through erfc (Numerical Recipes' erfcc: fractional error under 1.2e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The band a T-score falls in (the norm's bands cover 20–80 once: checkNormTable). */
export function bandOf(t: number, bands: TNormTable['bands']): BandId {
  return bands.find((band) => band.min <= t && t <= band.max)!.id;
}
