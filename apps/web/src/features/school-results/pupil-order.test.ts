import { describe, expect, it } from 'vitest';
import { orderPupils } from './pupil-order';
import { twoClasses } from './test-results';

const names = (list: { name: string }[]) => list.map((each) => each.name);
const none = { unit: '', band: '', state: '' } as const;

describe('orderPupils', () => {
  const results = twoClasses();

  it('lists by class and number unless asked otherwise', () => {
    expect(names(orderPupils(results, none, { key: 'num', direction: 'ascending' }))).toEqual([
      '김하나',
      '이둘',
      '박셋',
      '최넷',
      '정다섯',
      '강여섯',
      '조일곱',
      '윤가',
      '장나',
      '임다',
    ]);
  });

  it("sorts by an area's T either way, the pupils without one last both times", () => {
    const down = orderPupils(results, none, { key: 'divergent', direction: 'descending' });
    expect(names(down)).toEqual([
      '김하나',
      '이둘',
      '윤가',
      '장나',
      '박셋',
      '최넷',
      '임다',
      '정다섯',
      '강여섯',
      '조일곱',
    ]);
    const up = orderPupils(results, none, { key: 'divergent', direction: 'ascending' });
    expect(names(up).slice(0, 3)).toEqual(['정다섯', '임다', '최넷']);
    expect(names(up).slice(-2)).toEqual(['강여섯', '조일곱']);
  });

  it("keeps the pupils of an area's band, of a band and above or below, and of a state", () => {
    const high = orderPupils(
      results,
      { unit: 'divergent', band: 'atLeast:high', state: '' },
      { key: 'num', direction: 'ascending' },
    );
    expect(names(high)).toEqual(['김하나', '이둘', '윤가']);
    const exact = orderPupils(
      results,
      { unit: 'divergent', band: 'high', state: '' },
      { key: 'num', direction: 'ascending' },
    );
    expect(names(exact)).toEqual(['이둘', '윤가']);
    const low = orderPupils(
      results,
      { unit: 'divergent', band: 'atMost:low', state: '' },
      { key: 'num', direction: 'ascending' },
    );
    expect(names(low)).toEqual(['정다섯']);
    const notTaken = orderPupils(
      results,
      { ...none, state: 'notTaken' },
      { key: 'num', direction: 'ascending' },
    );
    expect(names(notTaken)).toEqual(['조일곱']);
  });
});
