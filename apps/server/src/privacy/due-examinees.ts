import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/** The day `years` before `now`: what ended before it is due. */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Examinees whose identity is due at `now` (decision 041), oldest first: asked to be erased early,
 * or `identityYears` past the end of their test — the class's close (or cancellation), else for an
 * individual the last submitted attempt, else the order's end. A test still going has no end and
 * is never due.
 */
export async function dueExaminees(
  db: DbOrTx,
  { identityYears, now, limit }: { identityYears: number; now: Date; limit: number },
): Promise<string[]> {
  const cutoff = yearsBefore(now, identityYears);
  const result = await db.execute(sql`
    select sk from (
      select e.sk, e.erase_requested_at, coalesce(
        p.closed_at,
        case when o.type = 'individual'
          then (select max(a.submitted_at) from attempts a where a.examinee_sk = e.sk) end,
        (select max(h.at) from order_history h
          where h.order_sk = o.sk and h.to_status in ('completed', 'canceled', 'rejected'))
      ) as ended_at
      from examinees e
      join projects p on p.sk = e.project_sk
      join orders o on o.sk = p.order_sk
      where e.erased_at is null
    ) due
    where erase_requested_at is not null or ended_at < ${cutoff.toISOString()}
    order by erase_requested_at nulls last, ended_at
    limit ${limit}`);
  return rowsOf<{ sk: string }>(result).map((row) => row.sk);
}
