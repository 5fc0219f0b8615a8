import { afterAll, describe, expect, it } from 'vitest';
import { PoolBusy, PoolTimeout, ThreadLost, ThreadPool } from './thread-pool.js';

type Task = { ms: number; die?: boolean; fail?: boolean };

const pool = new ThreadPool<Task, number>({
  entry: {
    built: new URL('../testing/busy-thread.js', import.meta.url),
    source: new URL('../testing/busy-thread.ts', import.meta.url),
  },
  size: 1,
  maxQueue: 2,
  timeoutMs: 1_500,
  resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
});
afterAll(() => pool.close());

describe('the thread pool', () => {
  it('runs tasks in order on its thread, and refuses at once past its queue limit', async () => {
    expect(await pool.run({ ms: 1 })).toBe(1);
    const running = pool.run({ ms: 300 });
    const queued = [pool.run({ ms: 2 }), pool.run({ ms: 3 })];
    const started = Date.now();
    await expect(pool.run({ ms: 4 })).rejects.toBeInstanceOf(PoolBusy);
    expect(Date.now() - started).toBeLessThan(100);
    expect(await Promise.all([running, ...queued])).toEqual([300, 2, 3]);
  });

  it('ends a task past its time limit and goes on with a new thread', async () => {
    const started = Date.now();
    await expect(pool.run({ ms: 10_000 })).rejects.toBeInstanceOf(PoolTimeout);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await pool.run({ ms: 5 })).toBe(5);
  });

  it('answers a thread that died as lost and a task that failed as its error, and goes on', async () => {
    await expect(pool.run({ ms: 0, die: true })).rejects.toBeInstanceOf(ThreadLost);
    await expect(pool.run({ ms: 0, fail: true })).rejects.toThrow('the task failed');
    expect(await pool.run({ ms: 6 })).toBe(6);
  });
});
