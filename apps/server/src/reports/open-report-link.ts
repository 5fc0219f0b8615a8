import { langOf } from '@putt/contract/lang';
import { seoulToday } from '@putt/contract/dates';
import { linkUntilOf } from '@putt/contract/reports';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { orders } from '../db/schema/orders.js';
import { reports } from '../db/schema/results.js';
import { writeMail } from '../mail/outbox.js';
import { reportReadyMail } from '../mail/templates/report-ready.js';
import { reportLink } from './report-link.js';

export type LinkNotice = { name: string; testName: string; origin: string };

/**
 * Opens a ready report's download link for `days` from now and writes its mail, in the order's
 * language, to each address (an individual's family, or a school's pupil: decision 028); answers
 * the outbox rows to send after the commit.
 */
export async function openReportLink(
  tx: Tx,
  { order, report }: { order: typeof orders.$inferSelect; report: typeof reports.$inferSelect },
  notice: LinkNotice,
  to: string[],
  { days, pupil }: { days?: number; pupil?: boolean } = {},
): Promise<string[]> {
  const linkUntil = linkUntilOf(new Date(), days);
  await tx.update(reports).set({ linkUntil }).where(eq(reports.id, report.id));
  const mail = reportReadyMail(langOf(order.lang), {
    name: notice.name,
    testName: notice.testName,
    link: reportLink(notice.origin, report.key),
    openUntil: seoulToday(linkUntil),
    pupil: pupil === true,
  });
  return Promise.all(to.map((address) => writeMail(tx, address, mail)));
}
