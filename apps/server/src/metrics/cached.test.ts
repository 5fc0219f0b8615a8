import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedFor } from './cached.js';

describe('cachedFor', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once per period, shares a load under way, and keeps no failure', async () => {
    vi.useFakeTimers();
    let loads = 0;
    let fail = false;
    const read = cachedFor(5_000, async () => {
      loads += 1;
      if (fail) throw new Error('database down');
      return loads;
    });
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(1);
    fail = true;
    await expect(read()).rejects.toThrow('database down');
    fail = false;
    expect(await read()).toBe(3);
    expect(loads).toBe(3);
  });
});
