import type { TItemBank } from '@putt/contract/instruments';
import type { TNormTable } from '@putt/contract/norms';
import { describe, expect, it } from 'vitest';
import expected from '../reference/expected.json' with { type: 'json' };
import cases from '../reference/sheets.json' with { type: 'json' };
import { type Examinee, scoreAttempt } from './score-attempt.js';

type Case = (typeof cases)[number];

/** The structure the reference keeps, as a bank (texts are not scored). */
function bankOf({ bank }: Case): TItemBank {
  const text = { ko: '-', en: '-' };
  return {
    instrument: bank.instrument as TItemBank['instrument'],
    form: 'standard',
    label: 'reference',
    demo: true,
    response: { points: bank.points, labels: { ko: [], en: [] } },
    instructions: text,
    timeLimitMinutes: null,
    scales: bank.scales.map((scale) => ({ ...scale, name: text })),
    items: bank.items.map((item) => ({ ...item, text })),
  };
}

describe('scoreAttempt against the reference written apart (reference/reference_scores.py)', () => {
  cases.forEach((testCase, c) => {
    const bank = bankOf(testCase);
    testCase.sheets.forEach((sheet, s) => {
      it(`${testCase.bank.instrument}: ${sheet.name}`, () => {
        const result = scoreAttempt(bank, sheet.answers, testCase.norm as TNormTable, sheet.who as Examinee);
        const want = expected[c]!.sheets[s]!;
        expect(want.name).toBe(sheet.name);
        for (const level of ['scale', 'area', 'group'] as const) {
          const got = result.levels[level];
          expect(got.map((unit) => unit.id)).toEqual(want.levels[level].map((unit) => unit.id));
          got.forEach((unit, u) => {
            const ref = want.levels[level][u]!;
            if (ref.raw === null) expect(unit.raw, unit.id).toBeNull();
            else expect(unit.raw, unit.id).toBeCloseTo(ref.raw, 12);
            expect({ ...unit, raw: null }, unit.id).toEqual({ ...ref, raw: null });
          });
        }
        expect(result.quality.flags.includes('flat'), 'flat').toBe(want.flat);
      });
    });
  });

  it('covers what the rules turn on: a reversed item, a prorated and an unscored scale, an unscored area, every band', () => {
    const all = expected.flatMap((c) => c.sheets.flatMap((s) => Object.values(s.levels).flat()));
    const bank = cases[0]!.bank;
    expect(bank.items.some((item) => item.reverse)).toBe(true);
    expect(all.some((unit) => unit.raw !== null && unit.answered < unit.of)).toBe(true);
    expect(all.some((unit) => unit.raw === null && unit.answered > 0)).toBe(true);
    expect(new Set(all.map((unit) => unit.band))).toEqual(
      new Set(['veryHigh', 'high', 'average', 'low', 'veryLow', null]),
    );
    // flat by one answer throughout (all 3, all 5), by areas within a quarter point (PUTT's 2 4
    // pattern), and not flat just beyond it (TOCC's 2 4 pattern spans a third of a point)
    const flat = (instrument: string, name: string) =>
      expected.find((c) => c.instrument === instrument)!.sheets.find((s) => s.name.startsWith(name))!.flat;
    expect(flat('putt_m', 'all 3')).toBe(true);
    expect(flat('putt_m', 'all 5')).toBe(true);
    expect(flat('putt_m', 'alternating 2 4')).toBe(true);
    expect(flat('tocc_h', 'alternating 2 4')).toBe(false);
    expect(flat('putt_m', 'random, grade 1 boy')).toBe(false);
  });
});
