import type { TItemBank } from '@putt/contract/instruments';

/** A scale is scored with up to this share of its items unanswered (rounded down), else not at all. */
export const MISSING_SHARE_PER_SCALE = 0.2;

export type PartScore = { id: string; raw: number | null; answered: number; of: number };

export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each scale of the bank: the mean of its answered items on the response scale, a reversed item
 * counted from the other end (points + 1 − value); prorated, since a mean ignores the missing,
 * when at most MISSING_SHARE_PER_SCALE of its items are missing, and unscored (null) beyond.
 */
export function scaleScores(bank: TItemBank, values: ReadonlyMap<string, number>): PartScore[] {
  const { points } = bank.response;
  return bank.scales.map((scale) => {
    const items = bank.items.filter((item) => item.scale === scale.id);
    const given = items.flatMap((item) => {
      const value = values.get(item.id);
      if (value === undefined) return [];
      return [item.reverse ? points + 1 - value : value];
    });
    const allowedMissing = Math.floor(items.length * MISSING_SHARE_PER_SCALE);
    const scored = given.length > 0 && items.length - given.length <= allowedMissing;
    return { id: scale.id, raw: scored ? mean(given) : null, answered: given.length, of: items.length };
  });
}

/**
 * One level up (scales → areas, areas → groups): the mean of the parts' raw scores, each part
 * weighing the same, when at least half of the parts are scored.
 */
export function rollUp(
  parents: readonly { id: string; parts: readonly string[] }[],
  scores: readonly PartScore[],
): PartScore[] {
  const byId = new Map(scores.map((score) => [score.id, score.raw]));
  return parents.map(({ id, parts }) => {
    const scored = parts
      .map((part) => byId.get(part))
      .filter((raw): raw is number => typeof raw === 'number');
    return {
      id,
      raw: scored.length * 2 >= parts.length && scored.length > 0 ? mean(scored) : null,
      answered: scored.length,
      of: parts.length,
    };
  });
}
