import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../db/schema/accounts.js';
import { defineJob } from '../jobs/jobs.js';
import { sendMailJob } from './outbox.js';

// A mail's own job tries within seconds; a row untouched for this long never got one.
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Sends outbox rows whose sending job was never queued (the process stopped between the commit
 * and the dispatch), so no mail is lost. Rows already tried are left to their job's retries.
 */
export const sweepOutboxJob = defineJob({
  name: 'sweep-outbox',
  schema: z.object({}),
  retryLimit: 0,
  retryDelay: 0,
  schedule: '*/5 * * * *',
  async handler(_data, deps) {
    const stale = await deps.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'queued'),
          eq(outbox.attempts, 0),
          lt(outbox.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
        ),
      )
      .limit(100);
    for (const { id } of stale) {
      await sendMailJob.handler({ outboxId: id }, deps).catch((error: unknown) => {
        deps.log.warn({ err: error, outboxId: id }, 'outbox sweep: sending failed; the row keeps its error');
      });
    }
  },
});
