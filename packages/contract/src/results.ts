import { z } from 'zod';
import { bandIds, scoreLevels } from './norms.js';

/**
 * A scored attempt (issue 23, decision 021): every scale, area and group with its raw score (the
 * mean on the response scale), and where a norm applies its T-score, percentile and band; and the
 * response-quality checks that decide whether the result reaches a parent or waits for staff.
 */
export const ZUnitScore = z.object({
  id: z.string(),
  /** the mean on the response scale; null when too little was answered to score it */
  raw: z.number().nullable(),
  /** of a scale: items answered and items; of an area or group: parts scored and parts */
  answered: z.number().int(),
  of: z.number().int(),
  t: z.number().int().nullable(),
  percentile: z.number().int().nullable(),
  band: z.enum(bandIds).nullable(),
});
export type TUnitScore = z.infer<typeof ZUnitScore>;

/** released: reaches the examinee; held: waits for staff review; retest: staff asked for a new test. */
export const resultStatuses = ['released', 'held', 'retest'] as const;
export type ResultStatus = (typeof resultStatuses)[number];

/** flat (decision 029): no area stands out, so no report names a strength */
export const qualityFlags = ['missing', 'fast', 'sameAnswers', 'lowVariance', 'flat'] as const;
export type QualityFlag = (typeof qualityFlags)[number];

export const ZQuality = z.object({
  flags: z.array(z.enum(qualityFlags)),
  /** what the checks measured, for staff deciding on a held result */
  answered: z.number().int(),
  items: z.number().int(),
  medianMs: z.number().int(),
  fastShare: z.number(),
  longestRun: z.number().int(),
  sd: z.number(),
});
export type TQuality = z.infer<typeof ZQuality>;

export const ZResultScores = z.object({
  /** the scoring rules' version: a result says which rules made it */
  engine: z.string(),
  levels: z.object(
    Object.fromEntries(scoreLevels.map((level) => [level, z.array(ZUnitScore)])) as {
      [K in (typeof scoreLevels)[number]]: z.ZodArray<typeof ZUnitScore>;
    },
  ),
  quality: ZQuality,
});
export type TResultScores = z.infer<typeof ZResultScores>;
