import { JOB_FAILURE_WINDOW_HOURS, type TJobQueue } from '@putt/contract/admin/outbox';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

type FigureRow = {
  name: string;
  waiting: number;
  oldest_waiting_seconds: number | null;
  active: number;
  failed: number;
};

/**
 * Each queue's figures, as the jobs page shows them and /metrics exposes them (decision 043), in
 * one statement over pg-boss's own table: completed jobs, the most of its rows, are never read, and
 * the waiting ones are those pg-boss's own index of jobs to fetch covers. A job is waiting once it
 * is due (`start_after`, which a retry's backoff moves on), so a queue that waits only out its
 * retries' delays shows none.
 */
export async function queueFigures(db: DbOrTx, names: readonly string[]): Promise<TJobQueue[]> {
  const result = await db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
      extract(epoch from now() - min(start_after)
        filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest_waiting_seconds,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed'
        and completed_on > now() - make_interval(hours => ${JOB_FAILURE_WINDOW_HOURS}::int))::int as failed
    from pgboss.job
    where name in ${names} and state in ('created', 'retry', 'active', 'failed')
    group by name`);
  const rows = new Map(rowsOf<FigureRow>(result).map((row) => [row.name, row]));
  return names.map((name) => {
    const row = rows.get(name);
    return {
      name,
      waiting: row?.waiting ?? 0,
      oldestWaitingSeconds: row?.oldest_waiting_seconds ?? null,
      active: row?.active ?? 0,
      failed: row?.failed ?? 0,
    };
  });
}
