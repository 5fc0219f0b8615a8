import { describe, expect, it } from 'vitest';
import { checkQuality, type TimedAnswer } from './quality.js';

const order = Array.from({ length: 80 }, (_, i) => `q${i}`);
/** A careful examinee: varied answers at 2–6 s each. */
const careful = (): TimedAnswer[] =>
  order.map((item, i) => ({ item, value: ((i * 7) % 5) + 1, ms: 2000 + ((i * 131) % 4000) }));

describe('checkQuality', () => {
  it('flags nothing in a careful attempt and says what it measured', () => {
    const quality = checkQuality(order, careful());
    expect(quality.flags).toEqual([]);
    expect(quality).toMatchObject({ answered: 80, items: 80, fastShare: 0 });
    expect(quality.longestRun).toBeLessThan(3);
  });

  it('flags more than 10 % missing, and not 10 %', () => {
    expect(checkQuality(order, careful().slice(8)).flags).toEqual([]);
    expect(checkQuality(order, careful().slice(9)).flags).toEqual(['missing']);
  });

  it('flags a median under a second, or over a quarter of answers under 400 ms', () => {
    const quick = careful().map((answer) => ({ ...answer, ms: 900 }));
    expect(checkQuality(order, quick).flags).toEqual(['fast']);
    const bursts = careful().map((answer, i) => ({ ...answer, ms: i < 21 ? 300 : answer.ms }));
    expect(checkQuality(order, bursts).flags).toEqual(['fast']);
    const fewBursts = careful().map((answer, i) => ({ ...answer, ms: i < 20 ? 300 : answer.ms }));
    expect(checkQuality(order, fewBursts).flags).toEqual([]);
  });

  it('flags one answer over a quarter of the items in a row (20 of 80), with its low spread', () => {
    const run = (length: number) =>
      careful().map((answer, i) => (i >= 30 && i < 30 + length ? { ...answer, value: 3 } : answer));
    expect(checkQuality(order, run(19)).longestRun).toBe(19);
    expect(checkQuality(order, run(19)).flags).toEqual([]);
    expect(checkQuality(order, run(20)).flags).toEqual(['sameAnswers']);
    const flat = careful().map((answer) => ({ ...answer, value: 3 }));
    expect(checkQuality(order, flat).flags).toEqual(['sameAnswers', 'lowVariance']);
  });

  it('flags answers spread too little without a long run (3, 3, 4 over and over: sd 0.47)', () => {
    const narrow = careful().map((answer, i) => ({ ...answer, value: i % 3 === 2 ? 4 : 3 }));
    expect(checkQuality(order, narrow).flags).toEqual(['lowVariance']);
  });
});
