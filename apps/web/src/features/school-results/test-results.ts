import { bandIds, type BandId } from '@putt/contract/norms';
import { toccCompetencyGroups } from '@putt/contract/instruments';
import {
  MIN_PUPILS_FOR_MEAN,
  type PupilState,
  type TInstrumentResults,
  type TPupil,
  type TUnitSummary,
} from '@putt/contract/school-results';

/** Unit tests only: TOCC's results of two classes as getSchoolResults answers them. */
export const demoBands: TInstrumentResults['bands'] = [
  { id: 'veryHigh', min: 70, max: 80 },
  { id: 'high', min: 60, max: 69 },
  { id: 'average', min: 40, max: 59 },
  { id: 'low', min: 30, max: 39 },
  { id: 'veryLow', min: 20, max: 29 },
];
const groups = toccCompetencyGroups.map((group) => ({ id: group.id, areas: [...group.competencies] }));
const unitIds = groups.flatMap((group) => [group.id, ...group.areas]);
const bandOf = (t: number): BandId => demoBands.find((band) => t >= band.min && t <= band.max)!.id;

/** A pupil; a released one scores `t` in divergent thinking and 50 elsewhere. */
export function pupil(projectSk: string, num: number, name: string, state: PupilState, t = 50): TPupil {
  const places =
    state === 'released'
      ? Object.fromEntries(
          unitIds.map((id) => {
            const value = id === 'divergent' ? t : 50;
            return [id, { t: value, percentile: 50, band: bandOf(value) }];
          }),
        )
      : {};
  return { projectSk, num, name, state, flags: [], places, top: [], lowest: null, earlier: null };
}

function summaryOf(pupils: TPupil[]): TUnitSummary[] {
  return unitIds.map((id) => {
    const scored = pupils.flatMap((each) =>
      typeof each.places[id]?.t === 'number' ? [each.places[id]!] : [],
    );
    const bands = Object.fromEntries(bandIds.map((band) => [band, 0])) as Record<BandId, number>;
    for (const place of scored) bands[place.band!] += 1;
    const mean = scored.reduce((sum, place) => sum + place.t!, 0) / (scored.length || 1);
    return {
      id,
      mean: scored.length >= MIN_PUPILS_FOR_MEAN ? Math.round(mean * 10) / 10 : null,
      scored: scored.length,
      bands,
    };
  });
}

const countsOf = (pupils: TPupil[]) => ({
  released: pupils.filter((each) => each.state === 'released').length,
  held: pupils.filter((each) => each.state === 'held').length,
  retest: pupils.filter((each) => each.state === 'retest').length,
  answering: pupils.filter((each) => each.state === 'answering').length,
  notTaken: pupils.filter((each) => each.state === 'notTaken').length,
});

/** Class A: five released (divergent 72, 64, 55, 45, 33), one held, one not taken; class B: three released. */
export function twoClasses(): TInstrumentResults {
  const a = [
    pupil('p-a', 1, '김하나', 'released', 72),
    pupil('p-a', 2, '이둘', 'released', 64),
    pupil('p-a', 3, '박셋', 'released', 55),
    pupil('p-a', 4, '최넷', 'released', 45),
    pupil('p-a', 5, '정다섯', 'released', 33),
    pupil('p-a', 6, '강여섯', 'held'),
    pupil('p-a', 7, '조일곱', 'notTaken'),
  ];
  const b = [
    pupil('p-b', 1, '윤가', 'released', 61),
    pupil('p-b', 2, '장나', 'released', 58),
    pupil('p-b', 3, '임다', 'released', 40),
  ];
  const all = [...a, ...b];
  return {
    instrument: 'tocc_h',
    groups,
    norms: ['TOCC 청소년 2026'],
    bands: demoBands,
    classes: [
      {
        projectSk: 'p-a',
        orderSk: 'o-1',
        label: '2학년 1반',
        testName: 'TOCC',
        counts: countsOf(a),
        summary: summaryOf(a),
      },
      {
        projectSk: 'p-b',
        orderSk: 'o-1',
        label: '2학년 2반',
        testName: 'TOCC',
        counts: countsOf(b),
        summary: summaryOf(b),
      },
    ],
    summary: summaryOf(all),
    pupils: all,
  };
}
