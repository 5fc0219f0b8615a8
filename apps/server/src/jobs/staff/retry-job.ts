import { ErrorCode } from '@putt/contract/errors';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Jobs } from '../jobs.js';
import { errorOf } from './list-jobs.js';

/**
 * Runs a failed job again through pg-boss. Only the application's own queues are touched, and only
 * failed jobs (a waiting or running job is already on its way). The audit row follows the retry:
 * pg-boss writes with its own connection, so the two cannot share a transaction.
 */
export async function retryJob(
  db: DbOrTx,
  jobs: Jobs,
  caller: AuditCaller,
  input: { queue: string; id: string },
): Promise<void> {
  if (!jobs.queues.includes(input.queue)) throw notFound('Queue not found');
  const [job] = await jobs.boss.findJobs(input.queue, { id: input.id });
  if (!job) throw notFound('Job not found');
  if (job.state !== 'failed') {
    throw new AppError(
      ErrorCode.INVALID_STATE,
      `Only a failed job can be retried (this one is ${job.state})`,
    );
  }
  await jobs.boss.retry(input.queue, input.id);
  await writeAudit(db, caller, {
    kind: 'change',
    targetType: 'job',
    targetId: input.id,
    detail: { queue: input.queue, retryCount: job.retryCount, error: errorOf(job.output) },
  });
}
