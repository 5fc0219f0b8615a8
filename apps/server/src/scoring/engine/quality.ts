import type { QualityFlag, TQuality } from '@putt/contract/results';
import { mean } from './scale-scores.js';

/**
 * The response-quality rules (decision 021). A result with any flag is held for staff review
 * instead of reaching a parent: too many items missing, answered faster than items can be read,
 * one answer over a long run, or almost no spread in the answers.
 */
export const QUALITY_RULES = {
  /** more than this share of the items unanswered */
  missingShare: 0.1,
  /** a median under this many ms per item: faster than a short sentence can be read */
  medianMs: 1000,
  /** or more than this share of the answers under fastMs each */
  fastShare: 0.25,
  fastMs: 400,
  /** the same answer this many times in a row, or this share of the items, whichever is more */
  runMin: 12,
  runShare: 0.25,
  /** a standard deviation of the answers (as given, on the response scale) under this */
  sdMin: 0.5,
} as const;

export type TimedAnswer = { item: string; value: number; ms: number };

/** The checks of one attempt's answers, in the bank's item order (`order`). */
export function checkQuality(order: readonly string[], answers: readonly TimedAnswer[]): TQuality {
  const byItem = new Map(answers.map((answer) => [answer.item, answer]));
  const given = order.flatMap((item) => byItem.get(item) ?? []);
  const values = given.map((answer) => answer.value);
  const times = given.map((answer) => answer.ms).sort((a, b) => a - b);
  const medianMs = times.length ? medianOf(times) : 0;
  const fastShare = times.length ? times.filter((ms) => ms < QUALITY_RULES.fastMs).length / times.length : 0;
  const longestRun = longestRunOf(order.map((item) => byItem.get(item)?.value));
  const sd = values.length ? Math.sqrt(mean(values.map((value) => (value - mean(values)) ** 2))) : 0;

  const flags: QualityFlag[] = [];
  if (order.length - given.length > order.length * QUALITY_RULES.missingShare) flags.push('missing');
  if (given.length && (medianMs < QUALITY_RULES.medianMs || fastShare > QUALITY_RULES.fastShare)) {
    flags.push('fast');
  }
  if (longestRun >= Math.max(QUALITY_RULES.runMin, Math.ceil(order.length * QUALITY_RULES.runShare))) {
    flags.push('sameAnswers');
  }
  if (given.length && sd < QUALITY_RULES.sdMin) flags.push('lowVariance');
  return {
    flags,
    answered: given.length,
    items: order.length,
    medianMs: Math.round(medianMs),
    fastShare: Math.round(fastShare * 1000) / 1000,
    longestRun,
    sd: Math.round(sd * 1000) / 1000,
  };
}

function medianOf(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The longest run of one value among answered items in order (a missing item breaks a run). */
function longestRunOf(values: readonly (number | undefined)[]): number {
  let longest = 0;
  let run = 0;
  values.forEach((value, index) => {
    run = value !== undefined && value === values[index - 1] ? run + 1 : value === undefined ? 0 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
