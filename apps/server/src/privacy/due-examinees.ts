import { eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { examineeEndedAt } from './examinee-ended-at.js';

/** The day `years` before `now`: what ended before it is due. */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Examinees whose identity is due at `now` (decision 041), oldest first: asked to be erased early,
 * or `identityYears` past the end of their test (examineeEndedAt). A test still going has no end
 * and is never due.
 */
export async function dueExaminees(
  db: DbOrTx,
  { identityYears, now, limit }: { identityYears: number; now: Date; limit: number },
): Promise<string[]> {
  const identified = db
    .select({
      sk: examinees.sk,
      eraseRequestedAt: examinees.eraseRequestedAt,
      endedAt: examineeEndedAt.as('ended_at'),
    })
    .from(examinees)
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(isNull(examinees.erasedAt))
    .as('identified');
  const due = await db
    .select({ sk: identified.sk })
    .from(identified)
    .where(
      or(isNotNull(identified.eraseRequestedAt), lt(identified.endedAt, yearsBefore(now, identityYears))),
    )
    .orderBy(sql`${identified.eraseRequestedAt} nulls last`, identified.endedAt)
    .limit(limit);
  return due.map((row) => row.sk);
}
