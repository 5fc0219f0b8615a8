import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/** The mails not sent: waiting for their job or for SMTP, or given up on (staff resend them). */
export type OutboxBacklog = { queued: number; failed: number; oldestQueuedSeconds: number | null };

/** The outbox's backlog in one statement, over the index of status and time (never the sent rows). */
export async function outboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'failed')::int as failed,
      extract(epoch from now() - min(created_at) filter (where status = 'queued'))::float8 as oldest
    from outbox where status in ('queued', 'failed')`);
  // an aggregate without grouping answers one row, even over no rows
  const row = rowsOf<{ queued: number; failed: number; oldest: number | null }>(result)[0]!;
  return { queued: row.queued, failed: row.failed, oldestQueuedSeconds: row.oldest };
}
