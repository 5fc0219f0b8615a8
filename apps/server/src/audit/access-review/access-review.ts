import { ACCESS_REVIEW, type adminGetAccessReview } from '@putt/contract/admin/access-review';
import type { OutputOf } from '@putt/contract/operation';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staff } from '../../db/schema/accounts.js';
import { accessReviews } from '../../db/schema/privacy.js';
import { shiftMonth } from '@putt/contract/dates';
import { monthStart } from './month-start.js';
import { classDownloads, staffAccessByMonth } from './staff-access.js';

type Review = OutputOf<typeof adminGetAccessReview>;

/**
 * The figures of a month's review: each staff account that viewed or downloaded personal data,
 * against its own average over the months before; flagged when above both ACCESS_REVIEW.ratio times
 * that average and ACCESS_REVIEW.minimum records.
 */
export async function accessReviewRows(db: DbOrTx, month: string): Promise<Review['rows']> {
  const from = monthStart(shiftMonth(month, -ACCESS_REVIEW.baselineMonths));
  const start = monthStart(month);
  const end = monthStart(shiftMonth(month, 1));
  const [byMonth, downloads] = await Promise.all([
    staffAccessByMonth(db, from, end),
    classDownloads(db, start, end),
  ]);
  const usualOf = new Map<string, number>();
  for (const row of byMonth) {
    if (row.month === month) continue;
    usualOf.set(row.staffId, (usualOf.get(row.staffId) ?? 0) + row.records / ACCESS_REVIEW.baselineMonths);
  }
  return byMonth
    .filter((row) => row.month === month)
    .map((row) => {
      const usual = Math.round((usualOf.get(row.staffId) ?? 0) * 10) / 10;
      return {
        staffLogin: row.staffLogin,
        views: row.views,
        downloads: row.downloads,
        records: row.records,
        targets: row.targets,
        usual,
        flagged: row.records > ACCESS_REVIEW.minimum && row.records > ACCESS_REVIEW.ratio * usual,
        classDownloads: downloads
          .filter((download) => download.staffId === row.staffId)
          .map(({ at, action, targetId, reason }) => ({ at: at.getTime(), action, targetId, reason })),
      };
    })
    .sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.records - a.records);
}

/** The month's figures, its recorded review if any, and which of the months before were reviewed. */
export async function getAccessReview(db: DbOrTx, month: string): Promise<Review> {
  const oldest = shiftMonth(month, -ACCESS_REVIEW.historyMonths);
  const [rows, reviews] = await Promise.all([
    accessReviewRows(db, month),
    db
      .select({
        month: accessReviews.month,
        reviewedAt: accessReviews.reviewedAt,
        note: accessReviews.note,
        reviewedBy: staff.staffId,
      })
      .from(accessReviews)
      .innerJoin(staff, eq(staff.id, accessReviews.reviewedBy))
      .where(and(gte(accessReviews.month, oldest), lt(accessReviews.month, shiftMonth(month, 1)))),
  ]);
  const done = reviews.find((review) => review.month === month);
  const history = Array.from({ length: ACCESS_REVIEW.historyMonths }, (_, index) => {
    const earlier = shiftMonth(month, -(index + 1));
    return { month: earlier, reviewed: reviews.some((review) => review.month === earlier) };
  });
  return {
    month,
    rows,
    review: done
      ? { reviewedBy: done.reviewedBy, reviewedAt: done.reviewedAt.getTime(), note: done.note }
      : null,
    history,
  };
}
