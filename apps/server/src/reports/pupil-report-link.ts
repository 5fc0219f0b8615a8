import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, type orders } from '../db/schema/orders.js';
import { results, type reports } from '../db/schema/results.js';
import { openReportLink, type LinkNotice } from './open-report-link.js';

type Rows = { order: typeof orders.$inferSelect; report: typeof reports.$inferSelect };

/**
 * A school's pupil's own report link (decision 028): when the school chose at class registration
 * that pupils receive it, the link goes to the address the pupil typed at entry ("결과 안내를 받을
 * 이메일") alone — never to the contact or the teacher, who would get one mail per pupil — and opens
 * the download for the days the school chose. A school that chose 0 hands results out itself: no
 * mail, and the link stays closed. Answers the outbox rows to send after the commit.
 */
export async function mailPupilReportLink(
  tx: Tx,
  { order, report }: Rows,
  notice: LinkNotice,
): Promise<string[]> {
  if (order.pupilReportDays <= 0 || !report.resultId) return [];
  const [pupil] = await tx
    .select({ email: examinees.email })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .where(eq(results.id, report.resultId));
  const to = pupil?.email.trim();
  if (!to) return [];
  return openReportLink(tx, { order, report }, notice, [to], { days: order.pupilReportDays, pupil: true });
}
