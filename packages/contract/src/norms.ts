import { z } from 'zod';
import { genders } from './orders.js';
import { instrumentKeys, puttTalentGroups, toccCompetencyGroups, type InstrumentKey } from './instruments.js';

/**
 * Norms as data (issue 23, decision 021): for one form of an instrument, the mean and standard
 * deviation of every score in a reference sample, per grade band and (where the sample allows) sex;
 * and the bands parents read a T-score in. Staff import them as versioned files; a result records
 * the norm it was computed with.
 */

/** The levels a result has: items roll up to scales, scales to areas, areas to groups. */
export const scoreLevels = ['scale', 'area', 'group'] as const;
export type ScoreLevel = (typeof scoreLevels)[number];

/**
 * An instrument's areas (PUTT's 8 talents, TOCC's and TEC's 9 competencies) under its 4 or 3
 * groups; the scales under the areas come with the item bank.
 */
export function areaGroupsOf(instrument: InstrumentKey): { id: string; areas: readonly string[] }[] {
  return instrument.startsWith('putt')
    ? puttTalentGroups.map((group) => ({ id: group.id, areas: group.talents }))
    : toccCompetencyGroups.map((group) => ({ id: group.id, areas: group.competencies }));
}

/** The words a band gives a T-score, from the top (their text in the report's content files). */
export const bandIds = ['veryHigh', 'high', 'average', 'low', 'veryLow'] as const;
export type BandId = (typeof bandIds)[number];

/** T-scores are reported from 20 to 80: beyond 3 standard deviations a test tells nothing finer. */
export const T_RANGE = { min: 20, max: 80 } as const;

const ZStat = z.object({ mean: z.number().finite(), sd: z.number().finite().positive() });

export const ZNormGroup = z.object({
  /** the school grades (1–6) this sample stands for; null: every grade (a university's test) */
  grades: z.array(z.number().int().min(1).max(6)).min(1).nullable(),
  /** null: both sexes together */
  sex: z.enum(genders).nullable(),
  /** the sample's size, shown to staff */
  n: z.number().int().min(1),
  stats: z.object({
    scale: z.record(z.string(), ZStat),
    area: z.record(z.string(), ZStat),
    group: z.record(z.string(), ZStat),
  }),
});
export type TNormGroup = z.infer<typeof ZNormGroup>;

export const ZNormTable = z.object({
  instrument: z.enum(instrumentKeys),
  form: z.string().min(1).max(20),
  /** how staff tell norms apart, e.g. "2027 전국 규준" */
  label: z.string().trim().min(1).max(60),
  /** written by us to try the service: the real norms are the company's */
  demo: z.boolean(),
  /** each band's whole T-scores, together covering T_RANGE once */
  bands: z.array(z.object({ id: z.enum(bandIds), min: z.number().int(), max: z.number().int() })),
  groups: z.array(ZNormGroup).min(1).max(40),
});
export type TNormTable = z.infer<typeof ZNormTable>;

/** What is wrong with a norm table (its words in `admin_norms:problems.*`). */
export type NormProblem =
  | { code: 'bandMissing'; band: string }
  | { code: 'bandOverlap'; at: number }
  | { code: 'bandGap'; at: number }
  | { code: 'missingStat'; level: ScoreLevel; id: string; group: number }
  | { code: 'unknownStat'; level: ScoreLevel; id: string; group: number }
  | { code: 'groupOverlap'; group: number; other: number }
  | { code: 'noBank' };

/**
 * Every problem of a norm table (schema-valid already) against the scales of the bank it is for:
 * each band once, the bands covering every T from 20 to 80 exactly once, every group giving a mean
 * and deviation for each scale, area and group id and no other, and no two groups of equal
 * precision standing for the same grade and sex.
 */
export function checkNormTable(norm: TNormTable, scaleIds: readonly string[]): NormProblem[] {
  const problems: NormProblem[] = [];
  for (const band of bandIds) {
    if (norm.bands.filter((b) => b.id === band).length !== 1) problems.push({ code: 'bandMissing', band });
  }
  for (let t = T_RANGE.min; t <= T_RANGE.max; t += 1) {
    const covering = norm.bands.filter((band) => band.min <= t && t <= band.max).length;
    if (covering > 1) problems.push({ code: 'bandOverlap', at: t });
    if (covering === 0) problems.push({ code: 'bandGap', at: t });
  }
  const areaGroups = areaGroupsOf(norm.instrument);
  const expected: Record<ScoreLevel, readonly string[]> = {
    scale: scaleIds,
    area: areaGroups.flatMap((group) => group.areas),
    group: areaGroups.map((group) => group.id),
  };
  norm.groups.forEach((group, index) => {
    for (const level of scoreLevels) {
      const given = Object.keys(group.stats[level]);
      for (const id of expected[level]) {
        if (!given.includes(id)) problems.push({ code: 'missingStat', level, id, group: index });
      }
      for (const id of given) {
        if (!expected[level].includes(id)) problems.push({ code: 'unknownStat', level, id, group: index });
      }
    }
  });
  norm.groups.forEach((a, i) =>
    norm.groups.slice(i + 1).forEach((b, k) => {
      const sameGrades =
        (a.grades === null) === (b.grades === null) &&
        (a.grades === null || a.grades.some((grade) => b.grades!.includes(grade)));
      if (sameGrades && a.sex === b.sex) problems.push({ code: 'groupOverlap', group: i, other: i + 1 + k });
    }),
  );
  return problems;
}

/**
 * The group of a norm table that stands for an examinee: the most precise one (a grade-specific
 * group before an every-grade one, a sex-specific before a both-sexes one); none when no group
 * takes the grade.
 */
export function normGroupFor(
  norm: TNormTable,
  who: { grade: number | null; sex: 'm' | 'f' },
): TNormGroup | undefined {
  const fits = norm.groups.filter(
    (group) =>
      (group.grades === null || (who.grade !== null && group.grades.includes(who.grade))) &&
      (group.sex === null || group.sex === who.sex),
  );
  const precision = (group: TNormGroup) => (group.grades ? 2 : 0) + (group.sex ? 1 : 0);
  return fits.sort((a, b) => precision(b) - precision(a))[0];
}
