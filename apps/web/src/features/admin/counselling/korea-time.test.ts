import { describe, expect, it } from 'vitest';
import { koreaParts, mondayOf, startTimes, weekStart } from './korea-time';

describe('counselling times in Korea', () => {
  it('reads an instant as the day and time in Korea', () => {
    // 15:30 UTC is half past midnight of the next day in Korea
    expect(koreaParts(Date.UTC(2026, 2, 9, 15, 30))).toEqual({ date: '20260310', time: '00:30' });
    expect(koreaParts(Date.UTC(2026, 2, 10, 5, 0))).toEqual({ date: '20260310', time: '14:00' });
  });

  it('finds the Monday of a week, across a month', () => {
    expect(mondayOf('20260310')).toBe('20260309'); // a Tuesday
    expect(mondayOf('20260309')).toBe('20260309');
    expect(mondayOf('20260301')).toBe('20260223'); // a Sunday
  });

  it('opens on this week unless the address names a real day', () => {
    expect(weekStart('', '20260312')).toBe('20260309');
    expect(weekStart('20260230', '20260312')).toBe('20260309');
    expect(weekStart('20260318', '20260312')).toBe('20260316');
  });

  it('offers half-hour starts that end by 21:00', () => {
    const hour = startTimes(60);
    expect(hour[0]).toBe('09:00');
    expect(hour.at(-1)).toBe('20:00');
    expect(startTimes(30).at(-1)).toBe('20:30');
    expect(startTimes(90).at(-1)).toBe('19:30');
  });
});
