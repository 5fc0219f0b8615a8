import { fromPglite, type JobResult, type JobWithMetadata, PgBoss, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/** What a job handler may use: the same parts an operation gets, without a request. */
export type JobDeps = { database: Database; config: Config; log: FastifyBaseLogger };

/** A kind of background work: its queue name, payload schema, retry policy and handler. */
export type JobDef<T = unknown> = {
  name: string;
  schema: z.ZodType<T>;
  /** attempts after the first; retried with exponential backoff from retryDelay seconds */
  retryLimit: number;
  retryDelay: number;
  /** cron expression: pg-boss also queues the job on this schedule (once across all processes) */
  schedule?: string;
  /**
   * Jobs of this kind are fetched `size` at a time and run `concurrency` at once in a process,
   * fetching again at once while batches come full (a school's reports); each job settles alone.
   * Without it, one job at a time, polled.
   */
  batch?: { size: number; concurrency: (config: Config) => number };
  handler: (data: T, deps: JobDeps) => Promise<void>;
  /** after the last retry failed: record that what the job was making failed */
  onGiveUp?: (data: T, error: unknown, deps: JobDeps) => Promise<void>;
};

export function defineJob<T>(def: JobDef<T>): JobDef<T> {
  return def;
}

/** A job definition of any payload, for lists of them (each checks its own payload with its schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDef = JobDef<any>;

export type Jobs = {
  /** the queues this process was started with, in their order */
  queues: readonly string[];
  send<T>(job: JobDef<T>, data: T, options?: SendOptions): Promise<string | null>;
  boss: PgBoss;
  stop(): Promise<void>;
};

export type JobsOptions = {
  defs: readonly AnyJobDef[];
  /** run the handlers in this process (the default), or only enqueue (web process beside `npm run worker`) */
  work: boolean;
  deps: JobDeps;
  pollingIntervalSeconds?: number;
};

/** Starts pg-boss in the application's own database; jobs survive restarts because they are rows. */
export async function startJobs(database: Database, options: JobsOptions): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', supervise: options.work })
      : new PgBoss({ connectionString: database.connectionString, max: 4, supervise: options.work });
  boss.on('error', (error) => options.deps.log.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const def of options.defs) {
    await boss.createQueue(def.name, {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelay,
      retryBackoff: true,
    });
    if (def.schedule) await boss.schedule(def.name, def.schedule, {});
    if (!options.work) continue;
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    const run = (job: JobWithMetadata<unknown>) => runJob(def, job, options.deps);
    if (def.batch) {
      await boss.work(
        def.name,
        {
          pollingIntervalSeconds,
          batchSize: def.batch.size,
          burstWhenBatchFull: true,
          localConcurrency: def.batch.concurrency(options.deps.config),
          includeMetadata: true,
          perJobResults: true,
        },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            results.push(
              await run(job).then(
                () => ({ id: job.id, status: 'completed' as const }),
                (error: unknown) => ({ id: job.id, status: 'failed' as const, output: errorOutput(error) }),
              ),
            );
          }
          return results;
        },
      );
    } else {
      await boss.work(def.name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
        if (job) await run(job);
      });
    }
  }

  return {
    boss,
    queues: options.defs.map((def) => def.name),
    send: async (job, data, sendOptions) =>
      boss.send(job.name, job.schema.parse(data) as object, sendOptions ?? {}),
    // running jobs get the stop's time but a few seconds; those not done by then are failed, to be
    // retried by another process (pg-boss), before the database closes
    stop: () =>
      boss.stop({ graceful: true, timeout: Math.max(1, options.deps.config.shutdownSeconds - 5) * 1000 }),
  };
}

/** Runs one job; when its last retry fails, lets the job record what failed before it rethrows. */
async function runJob(def: AnyJobDef, job: JobWithMetadata<unknown>, deps: JobDeps): Promise<void> {
  const data: unknown = def.schema.parse(job.data);
  try {
    await def.handler(data, deps);
  } catch (error) {
    if (def.onGiveUp && job.retryCount >= job.retryLimit) {
      await def.onGiveUp(data, error, deps).catch((failure: unknown) => {
        deps.log.error({ err: failure, job: job.id }, 'job: recording its failure failed');
      });
    }
    throw error;
  }
}

/** What pg-boss keeps of a failed job in a batch: the error's message and stack, as a thrown one. */
const errorOutput = (error: unknown) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
