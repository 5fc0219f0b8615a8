import type { InstrumentKey } from '@putt/contract/instruments';
import { areaGroupsOf, type BandId, bandIds, type ScoreLevel } from '@putt/contract/norms';
import type { QualityFlag, TResultScores, TUnitScore } from '@putt/contract/results';
import type { Lang } from '@putt/contract/lang';
import type { PupilState } from '@putt/contract/school-results';
import { flatProfileOf } from '../../scoring/engine/flat-profile.js';
import { readProfile } from '../student/profile-reading.js';
import type { EarlierTest } from '../earlier-results.js';

export type ClassStudent = {
  /** the place number of the student's code in the class */
  num: number;
  /** empty for a code nobody has entered with (and no class list named) */
  name: string;
  state: PupilState;
  /** a released result's scores; null otherwise (a held result is not read before review) */
  scores: TResultScores | null;
  /** a released result's earlier test at the organisation (year on year), in the teacher report */
  earlier?: EarlierTest | null;
};

/** What a homeroom teacher's report is made of (issue 23): the class and every student's place. */
export type TeacherReportData = {
  language: Lang;
  orgName: string | null;
  classLabel: string;
  testName: string;
  instrument: InstrumentKey;
  /** yyyymmdd: the first and last submit of the released results */
  takenFrom: string;
  takenTo: string;
  /** yyyymmdd */
  madeOn: string;
  students: ClassStudent[];
  versions: { bank: string; norm: string | null; engine: string };
  demo: boolean;
};

/** One area's or group's picture in the class: its mean T, and how many students in each band. */
export type UnitSummary = {
  id: string;
  /** mean T of the students scored in it, to one decimal; null when none had a T */
  mean: number | null;
  /** the band of the rounded mean */
  band: BandId | null;
  bands: Record<BandId, number>;
  scored: number;
};

/** The released results of the class, the only ones its teacher reads. */
export const releasedOf = (students: readonly ClassStudent[]) =>
  students.filter(
    (student): student is ClassStudent & { scores: TResultScores } =>
      student.state === 'released' && student.scores !== null,
  );

/** The ids of an instrument's areas or groups, in the instrument's order. */
export function unitIdsOf(instrument: InstrumentKey, level: Exclude<ScoreLevel, 'scale'>): string[] {
  const groups = areaGroupsOf(instrument);
  return level === 'group' ? groups.map((group) => group.id) : groups.flatMap((group) => [...group.areas]);
}

/**
 * The class's mean T and band counts per area or group, over its released results. A student's
 * unit without a T (too few answers, or no norm) counts in neither.
 */
export function classSummary(
  data: Pick<TeacherReportData, 'instrument' | 'students'>,
  level: Exclude<ScoreLevel, 'scale'>,
  bandOfT: (t: number) => BandId,
): UnitSummary[] {
  const released = releasedOf(data.students);
  return unitIdsOf(data.instrument, level).map((id) => {
    const bands = Object.fromEntries(bandIds.map((band) => [band, 0])) as Record<BandId, number>;
    const ts: number[] = [];
    for (const student of released) {
      const unit = student.scores.levels[level].find((candidate) => candidate.id === id);
      if (unit?.t === null || unit?.t === undefined || !unit.band) continue;
      ts.push(unit.t);
      bands[unit.band] += 1;
    }
    const mean = ts.length ? Math.round((ts.reduce((sum, t) => sum + t, 0) / ts.length) * 10) / 10 : null;
    return { id, mean, band: mean === null ? null : bandOfT(Math.round(mean)), bands, scored: ts.length };
  });
}

/**
 * A student's highest areas and lowest as the student report reads them (decision 029): the
 * strengths, or the relatively higher areas when none is high; none for a flat profile or one
 * with every area below average, whose order means nothing.
 */
export function peaksOf(scores: TResultScores): { top: TUnitScore[]; lowest: TUnitScore | null } {
  const reading = readProfile(scores);
  return { top: reading.areas, lowest: reading.toDevelop[0] ?? null };
}

/**
 * The students whose highest area is each area: who might explore it together. A flat profile
 * joins no group: its first area is only the instrument's first.
 */
export function topCounts(data: Pick<TeacherReportData, 'instrument' | 'students'>): Map<string, string[]> {
  const names = new Map(unitIdsOf(data.instrument, 'area').map((id) => [id, [] as string[]]));
  for (const student of releasedOf(data.students)) {
    const first = peaksOf(student.scores).top[0];
    if (first) names.get(first.id)?.push(student.name);
  }
  return names;
}

/**
 * What the teacher should know before reading a student's scores; a flat profile first, since it
 * is why the student's highest areas are left blank (and a narrow column may show one note only).
 * A result scored before the flag existed is read by the same rule (flat-profile.ts).
 */
export function flagsOf(student: ClassStudent): QualityFlag[] {
  if (!student.scores) return [];
  const others = student.scores.quality.flags.filter((flag) => flag !== 'flat');
  return flatProfileOf(student.scores) ? ['flat', ...others] : others;
}

/**
 * Students to meet first in counselling: a result held or sent back for a retest, a released one
 * with a quality flag, or an area in the lowest band.
 */
export function studentsToMeet(students: readonly ClassStudent[]): ClassStudent[] {
  return students.filter(
    (student) =>
      student.state === 'held' ||
      student.state === 'retest' ||
      flagsOf(student).length > 0 ||
      Boolean(student.scores?.levels.area.some((unit) => unit.band === 'veryLow')),
  );
}
