import { describe, expect, it } from 'vitest';
import { daysIn } from './days-in-month';

describe('daysIn', () => {
  it('knows February of leap years and 31 until year and month are chosen', () => {
    expect(daysIn('2016', '02')).toBe(29);
    expect(daysIn('2015', '02')).toBe(28);
    expect(daysIn('2015', '04')).toBe(30);
    expect(daysIn('', '02')).toBe(31);
  });
});
