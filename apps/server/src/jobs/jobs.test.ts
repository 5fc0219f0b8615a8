import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig } from '../testing/test-app.js';
import { defineJob } from './jobs.js';

const seen: string[] = [];
const recordJob = defineJob({
  name: 'test-record',
  schema: z.object({ word: z.string() }),
  retryLimit: 2,
  retryDelay: 1,
  handler: async ({ word }) => {
    seen.push(word);
  },
});

let flaky = 0;
const flakyJob = defineJob({
  name: 'test-flaky',
  schema: z.object({}),
  retryLimit: 3,
  retryDelay: 1,
  handler: async () => {
    flaky += 1;
    if (flaky < 2) throw new Error('smtp down');
  },
});

const made: string[] = [];
const attempts: Record<string, number> = {};
const gaveUp: string[] = [];
const batchJob = defineJob({
  name: 'test-batch',
  schema: z.object({ word: z.string() }),
  retryLimit: 1,
  retryDelay: 0,
  batch: { size: 4, concurrency: () => 2 },
  onGiveUp: async ({ word }, error) => {
    gaveUp.push(`${word}: ${(error as Error).message}`);
  },
  handler: async ({ word }) => {
    attempts[word] = (attempts[word] ?? 0) + 1;
    if (word.startsWith('bad')) throw new Error('cannot draw');
    made.push(word);
  },
});

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('jobs', () => {
  it('runs a queued job, retries a failing one, and runs a job queued before a restart', async () => {
    const database = await createTestDatabase({ onDisk: true });
    const config = testConfig();
    const jobs = [recordJob, flakyJob];

    // A web process that only enqueues: nothing runs yet.
    const first = await buildApp({
      config: { ...config, worker: 'off' },
      database,
      extraJobs: jobs,
      jobPollingSeconds: 0.5,
    });
    await first.jobs.send(recordJob, { word: 'before-restart' });
    await new Promise((r) => setTimeout(r, 1000));
    expect(seen).toEqual([]);
    await first.close();
    await database.close();

    // The restarted server works off what was queued, and new work too.
    const reopened = await database.reopen();
    const second = await buildApp({ config, database: reopened, extraJobs: jobs, jobPollingSeconds: 0.5 });
    await waitFor(() => seen.includes('before-restart'));
    await second.jobs.send(recordJob, { word: 'after' });
    await second.jobs.send(flakyJob, {});
    await waitFor(() => seen.includes('after') && flaky >= 2);
    await second.close();
    await reopened.close();
  }, 60_000);

  it('settles each job of a batch alone, and records a job that failed its last retry once', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      extraJobs: [batchJob],
      jobPollingSeconds: 0.5,
    });
    for (const word of ['one', 'bad', 'two', 'three', 'four', 'five'])
      await app.jobs.send(batchJob, { word });
    await waitFor(() => made.length === 5 && gaveUp.length === 1);
    // a failing job does not take its batch with it: the others ran once each
    expect(made.sort()).toEqual(['five', 'four', 'one', 'three', 'two']);
    expect(attempts).toMatchObject({ one: 1, two: 1, bad: 2 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(gaveUp).toEqual(['bad: cannot draw']);
    await app.close();
    await database.close();
  }, 60_000);

  it('refuses a payload that breaks the job schema when it is queued', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { ...testConfig(), worker: 'off' },
      database,
      extraJobs: [recordJob],
    });
    await expect(app.jobs.send(recordJob, { word: 3 } as never)).rejects.toThrow();
    await app.close();
    await database.close();
  });
});
