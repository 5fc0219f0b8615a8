import { REVIEW_DONE, REVIEW_MONTH_OPEN } from '@putt/contract/admin/access-review';
import { ErrorCode } from '@putt/contract/errors';
import { staffOf } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { accessReviews } from '../../db/schema/privacy.js';
import { AppError } from '../../errors/app-error.js';
import { type AuditCaller, writeAudit } from '../write-audit.js';
import { accessReviewRows } from './access-review.js';
import { seoulMonth } from '@putt/contract/dates';

/**
 * Records a month's review with the figures it showed, once, after the month ended: a review is
 * evidence of the check the law asks for and stays as it was made.
 */
export async function recordAccessReview(
  db: Db,
  caller: AuditCaller,
  input: { month: string; note: string },
  now = new Date(),
): Promise<void> {
  if (input.month >= seoulMonth(now)) {
    throw new AppError(ErrorCode.INVALID_STATE, 'The month has not ended', { month: REVIEW_MONTH_OPEN });
  }
  await db.transaction(async (tx) => {
    const rows = await accessReviewRows(tx, input.month);
    const [recorded] = await tx
      .insert(accessReviews)
      .values({
        month: input.month,
        reviewedBy: staffOf(caller.actor).staffId,
        note: input.note,
        summary: rows,
      })
      .onConflictDoNothing()
      .returning({ month: accessReviews.month });
    if (!recorded) {
      throw new AppError(ErrorCode.INVALID_STATE, 'The month was already reviewed', { month: REVIEW_DONE });
    }
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'accessReview',
      targetId: input.month,
      detail: {
        accounts: rows.length,
        flagged: rows.filter((row) => row.flagged).map((row) => row.staffLogin),
      },
    });
  });
}
