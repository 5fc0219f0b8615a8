import { z } from 'zod';
import { fileStoreOf } from '../files/file-store.js';
import { defineJob } from '../jobs/jobs.js';
import { sendMailJob } from '../mail/outbox.js';
import { destroyDue } from './destroy-due.js';

/**
 * Every day at 03:40 Korea time (pg-boss schedules it once across all workers): what the retention
 * rules make due is erased or de-identified (decision 041). No retry: tomorrow's run takes up
 * whatever is left, and each subject's erasure is its own transaction.
 */
export const destructionJob = defineJob({
  name: 'destroy-personal-data',
  schema: z.object({}),
  retryLimit: 0,
  retryDelay: 0,
  schedule: '40 18 * * *',
  async handler(_data, deps) {
    const { database, config, log } = deps;
    const run = await destroyDue(database, fileStoreOf(config), {
      now: new Date(),
      origin: config.publicOrigin,
    });
    const { mails, ...counts } = run;
    log.info(counts, 'personal data destroyed under the retention rules');
    // sent here: a failure keeps its error in the outbox, where staff resend it
    for (const outboxId of mails) {
      await sendMailJob.handler({ outboxId }, deps).catch((error: unknown) => {
        log.warn({ err: error, outboxId }, 'inactive account notice: sending failed');
      });
    }
  },
});
