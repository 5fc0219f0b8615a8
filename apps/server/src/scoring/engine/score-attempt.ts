import type { TItemBank } from '@putt/contract/instruments';
import { areaGroupsOf, normGroupFor, type ScoreLevel, type TNormTable } from '@putt/contract/norms';
import type { TResultScores, TUnitScore } from '@putt/contract/results';
import { isFlatProfile } from './flat-profile.js';
import { bandOf, percentileOf, tScore } from './norm-scores.js';
import { checkQuality, type TimedAnswer } from './quality.js';
import { type PartScore, rollUp, scaleScores } from './scale-scores.js';

/**
 * The scoring rules' version, recorded on every result. Change it with any change to how answers
 * become scores (decision 021): results keep the version that made them.
 */
export const ENGINE_VERSION = 'engine-2';
// engine-2 (decision 029): the quality flag `flat`; scores are computed as by engine-1

export type Examinee = { grade: number | null; sex: 'm' | 'f' };

/**
 * An attempt's result: scales from the answers, areas from scales, groups from areas; with a norm
 * whose group takes the examinee, each scored part's T-score, percentile and band; and the
 * response-quality checks. Pure: the same answers, bank and norm always give the same result.
 */
export function scoreAttempt(
  bank: TItemBank,
  answers: readonly TimedAnswer[],
  norm: TNormTable | null,
  who: Examinee,
): TResultScores {
  const values = new Map(answers.map((answer) => [answer.item, answer.value]));
  const scales = scaleScores(bank, values);
  const areaGroups = areaGroupsOf(bank.instrument);
  const areas = rollUp(
    areaGroups
      .flatMap((group) => group.areas)
      .map((id) => ({
        id,
        parts: bank.scales.filter((scale) => scale.parent === id).map((scale) => scale.id),
      })),
    scales,
  );
  const groups = rollUp(
    areaGroups.map((group) => ({ id: group.id, parts: group.areas })),
    areas,
  );
  const normGroup = norm ? normGroupFor(norm, who) : undefined;
  const withNorm = (level: ScoreLevel, parts: PartScore[]): TUnitScore[] =>
    parts.map((part) => {
      const stat = normGroup?.stats[level][part.id];
      if (part.raw === null || !stat) return { ...part, t: null, percentile: null, band: null };
      const t = tScore(part.raw, stat);
      return { ...part, t, percentile: percentileOf(t), band: bandOf(t, norm!.bands) };
    });
  const quality = checkQuality(
    bank.items.map((item) => item.id),
    answers,
  );
  // flatness reads the areas too, which the answer checks do not see
  if (isFlatProfile(areas, quality)) quality.flags.push('flat');
  return {
    engine: ENGINE_VERSION,
    levels: {
      scale: withNorm('scale', scales),
      area: withNorm('area', areas),
      group: withNorm('group', groups),
    },
    quality,
  };
}
