import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatYmd,
  fromDateInput,
  isValidYmd,
  seoulMonth,
  seoulToday,
  shiftMonth,
  toDateInput,
} from './dates.js';
import { birthYears, dateWindow } from './orders.js';

describe('dates on the Korean calendar', () => {
  it('takes today in Korea, which starts nine hours before UTC’s', () => {
    expect(seoulToday(new Date('2026-11-21T14:59:59Z'))).toBe('20261121');
    expect(seoulToday(new Date('2026-11-21T15:00:00Z'))).toBe('20261122');
  });

  it('moves by days across months, years and leap days', () => {
    expect(addDays('20261231', 1)).toBe('20270101');
    expect(addDays('20280228', 1)).toBe('20280229');
    expect(addDays('20260301', -1)).toBe('20260228');
    expect(addDays('20261121', 90)).toBe('20270219');
  });

  it('knows real days and shows them as yyyy-mm-dd', () => {
    expect(isValidYmd('20250230')).toBe(false);
    expect(isValidYmd('2025-02-28')).toBe(false);
    expect(isValidYmd('20240229')).toBe(true);
    expect(formatYmd('20261121')).toBe('2026-11-21');
    expect(formatYmd('')).toBe('N/A');
    expect(formatYmd('soon')).toBe('soon');
  });

  it('gives the application form its windows (spec-1 §5)', () => {
    expect(dateWindow('test', '20261121')).toEqual({ from: '20261121', to: '20270219' });
    expect(dateWindow('deposit', '20261121')).toEqual({ from: '20261121', to: '20261128' });
    const years = birthYears('20261121');
    expect(years[0]).toBe(2020);
    expect(years.at(-1)).toBe(1970);
  });

  it("meets the browser's date picker (yyyy-mm-dd) in one place", () => {
    expect(toDateInput('20261121')).toBe('2026-11-21');
    expect(toDateInput('202611')).toBe('');
    expect(toDateInput(null)).toBe('');
    expect(fromDateInput('2026-11-21')).toBe('20261121');
    expect(fromDateInput('')).toBe('');
  });
});

describe('months', () => {
  it('move across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });
  it('are read in Korea time', () => {
    expect(seoulMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
    expect(seoulMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
  });
});
