import { FAILED_JOBS_SHOWN, type adminListJobs } from '@putt/contract/admin/outbox';
import type { OutputOf } from '@putt/contract/operation';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { queueFigures } from '../queue-figures.js';

type FailedRow = {
  id: string;
  name: string;
  created_on: Date | string;
  completed_on: Date | string | null;
  retry_count: number;
  output: unknown;
};

/**
 * Every queue with its figures (the same as /metrics shows), and the latest failed jobs with their
 * errors. Read with SQL from pg-boss's own table: its API counts only from a cache the monitor
 * fills (with neither the oldest waiting job's age nor when jobs failed) and `findJobs` has no state
 * filter or limit, so it would load every completed job of a queue to find the failed ones.
 */
export async function listJobs(
  db: DbOrTx,
  names: readonly string[],
): Promise<OutputOf<typeof adminListJobs>> {
  const [queues, failed] = await Promise.all([
    queueFigures(db, names),
    db.execute(sql`
      select id::text as id, name, created_on, completed_on, retry_count, output
      from pgboss.job where state = 'failed' and name in ${names}
      order by completed_on desc nulls last, created_on desc
      limit ${FAILED_JOBS_SHOWN}`),
  ]);
  return {
    queues,
    failed: rowsOf<FailedRow>(failed).map((row) => ({
      id: row.id,
      queue: row.name,
      created: new Date(row.created_on).getTime(),
      failedAt: row.completed_on ? new Date(row.completed_on).getTime() : null,
      retryCount: row.retry_count,
      error: errorOf(row.output),
    })),
  };
}

/** pg-boss keeps a failed job's error as its output: `{ message, stack }`, or whatever was thrown. */
export function errorOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
