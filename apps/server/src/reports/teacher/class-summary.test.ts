import { puttTalents } from '@putt/contract/instruments';
import type { TResultScores, TUnitScore } from '@putt/contract/results';
import { describe, expect, it } from 'vitest';
import { bandOf } from '../../scoring/engine/norm-scores.js';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import { type ClassStudent, classSummary, peaksOf, studentsToMeet, topCounts } from './class-summary.js';

const unit = (id: string, t: number | null): TUnitScore => ({
  id,
  raw: t === null ? null : t / 20,
  answered: 4,
  of: 4,
  t,
  percentile: t === null ? null : 50,
  band: t === null ? null : bandOf(t, STANDARD_BANDS),
});

/** A PUTT result whose talents have these T-scores in the instrument's order (the rest 50). */
function scores(ts: (number | null)[], flags: TResultScores['quality']['flags'] = []): TResultScores {
  return {
    engine: 'engine-1',
    levels: {
      scale: [],
      area: puttTalents.map((id, index) => unit(id, index < ts.length ? ts[index]! : 50)),
      group: [],
    },
    quality: { flags, answered: 128, items: 128, medianMs: 2500, fastShare: 0, longestRun: 2, sd: 1 },
  };
}

const student = (num: number, state: ClassStudent['state'], result: TResultScores | null): ClassStudent => ({
  num,
  name: `학생${num}`,
  state,
  scores: result,
});

const band = (t: number) => bandOf(t, STANDARD_BANDS);

describe('a class summary', () => {
  const students = [
    student(1, 'released', scores([72, 30])),
    student(2, 'released', scores([61, 45])),
    student(3, 'released', scores([44, null])),
    // a held result is not read: its T of 80 must not move the mean
    student(4, 'held', scores([80, 80])),
    student(5, 'notTaken', null),
  ];

  it('means the T-scores of released results only, counts each band, and leaves an unscored one out', () => {
    const [language, logic] = classSummary({ instrument: 'putt_m', students }, 'area', band);
    expect(language).toEqual({
      id: puttTalents[0],
      mean: 59,
      band: 'average',
      bands: { veryHigh: 1, high: 1, average: 1, low: 0, veryLow: 0 },
      scored: 3,
    });
    // (30 + 45) / 2, the third unscored
    expect(logic).toMatchObject({ mean: 37.5, band: 'low', scored: 2 });
    expect(logic!.bands).toEqual({ veryHigh: 0, high: 0, average: 1, low: 0, veryLow: 1 });
  });

  it('rounds the mean to one decimal and bands the rounded mean', () => {
    const three = [60, 60, 59].map((t, i) => student(i + 1, 'released', scores([t])));
    expect(classSummary({ instrument: 'putt_m', students: three }, 'area', band)[0]).toMatchObject({
      mean: 59.7,
      band: 'high',
    });
  });

  it('finds a student’s strengths (high only) and lowest, and who shares a highest talent', () => {
    const { top, lowest } = peaksOf(scores([72, 30, 55, 64]));
    expect(top.map((u) => [u.id, u.t])).toEqual([
      [puttTalents[0], 72],
      [puttTalents[3], 64],
    ]);
    expect(lowest).toMatchObject({ id: puttTalents[1], t: 30 });
    // one high talent is the only strength: the 55 beside it is not called one
    expect(peaksOf(scores([72, 30, 55])).top.map((u) => u.t)).toEqual([72]);
    const tops = topCounts({ instrument: 'putt_m', students });
    expect(tops.get(puttTalents[0]!)).toEqual(['학생1', '학생2']);
    expect(tops.get(puttTalents[1]!)).toEqual([]);
  });

  it('names, none being high, the relatively higher at the average level, never a low one', () => {
    // 언어 55 (보통), 논리수학 38 (낮음), the rest 35 (낮음)
    const result = scores([55, 38, 35, 35, 35, 35, 35, 35]);
    expect(peaksOf(result).top.map((u) => [u.id, u.band])).toEqual([[puttTalents[0], 'average']]);
    // every talent low: none is named
    expect(peaksOf(scores([38, 31, 35, 35, 35, 35, 35, 32])).top).toEqual([]);
  });

  it('groups no flat profile under a talent, flagged or read from its scores', () => {
    const flat = scores([50, 50, 50, 50, 50, 50, 50, 50]);
    const flagged = scores([60, 40], ['flat']);
    const tops = topCounts({
      instrument: 'putt_m',
      students: [student(1, 'released', flat), student(2, 'released', flagged)],
    });
    expect([...tops.values()].flat()).toEqual([]);
    expect(peaksOf(flat)).toEqual({ top: [], lowest: null });
  });

  it('names first the students held, sent to a retest, flagged or very low somewhere', () => {
    const meet = studentsToMeet([
      ...students,
      student(6, 'released', scores([55, 55], ['fast'])),
      student(7, 'retest', null),
      student(8, 'answering', null),
    ]).map((s) => s.num);
    expect(meet).toEqual([1, 4, 6, 7]);
  });
});
