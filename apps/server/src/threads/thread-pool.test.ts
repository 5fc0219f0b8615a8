import { afterAll, describe, expect, it } from 'vitest';
import { PoolBusy, PoolTimeout, ThreadLost, ThreadPool } from './thread-pool.js';

type Task = { ms: number; die?: boolean; fail?: boolean };
const done: [ms: number, seconds: number][] = [];

const entry = {
  built: new URL('../testing/busy-thread.js', import.meta.url),
  source: new URL('../testing/busy-thread.ts', import.meta.url),
};
const pool = new ThreadPool<Task, number>({
  entry,
  size: 1,
  maxQueue: 2,
  timeoutMs: 1_500,
  resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  onDone: (task, seconds) => done.push([task.ms, seconds]),
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

  it('tells how long each task that succeeded worked on its thread, without its wait', async () => {
    done.length = 0;
    await Promise.all([
      pool.run({ ms: 300 }),
      pool.run({ ms: 50 }),
      pool.run({ ms: 0, fail: true }).catch(() => 0),
    ]);
    expect(done.map(([ms]) => ms)).toEqual([300, 50]);
    const [first, second] = done.map(([, seconds]) => seconds);
    // (the thread's clock and ours differ by a millisecond or so)
    expect(first).toBeGreaterThan(0.29);
    expect(second).toBeGreaterThan(0.04);
    // it waited 300 ms for the thread: not counted
    expect(second).toBeLessThan(0.25);
  });

  it('counts a task’s time from when its thread is ready, not from the thread’s start', async () => {
    // the thread takes 2 s to start (as one compiling its imports on a busy machine); the limit is 1 s
    const slow = new ThreadPool<Task, number>({
      entry,
      size: 1,
      timeoutMs: 1_000,
      data: { startMs: 2_000 },
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    try {
      expect(await Promise.all([slow.run({ ms: 10 }), slow.run({ ms: 20 })])).toEqual([10, 20]);
      await expect(slow.run({ ms: 3_000 })).rejects.toBeInstanceOf(PoolTimeout);
    } finally {
      await slow.close();
    }
  });

  it('fails a task when its thread cannot start, instead of starting threads forever', async () => {
    const broken = new ThreadPool<Task, number>({
      entry: {
        built: new URL('./no-such-thread.js', import.meta.url),
        source: new URL('./no-such-thread.ts', import.meta.url),
      },
      size: 1,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    try {
      await expect(broken.run({ ms: 1 })).rejects.toBeInstanceOf(ThreadLost);
    } finally {
      await broken.close();
    }
  });
});
