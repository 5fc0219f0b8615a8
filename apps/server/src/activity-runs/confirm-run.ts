import { langOf } from '@putt/contract/lang';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { activityRuns } from '../db/schema/activity-runs.js';
import { orders } from '../db/schema/orders.js';
import { AppError } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { activityConfirmedMail } from '../mail/templates/activity-confirmed.js';
import { readRun } from './staff/runs.js';

/**
 * Confirms a planned run with the organisation (issue 25): the plan goes by e-mail to the order's
 * contact (and its copy address). Answers the mails' outbox rows.
 */
export async function confirmRun(db: Db, caller: AuditCaller, id: string, origin: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(activityRuns).where(eq(activityRuns.id, id)).for('update');
    const run = await readRun(tx, id);
    if (locked!.status !== 'planning')
      throw new AppError(ErrorCode.INVALID_STATE, `A ${run.status} run is not confirmed`);
    if (!run.meetings.length || !run.instructorName || run.teamSize === null) {
      throw new AppError(ErrorCode.INVALID_STATE, 'Nothing planned yet', {
        id: 'admin_activities:v.notPlanned',
      });
    }
    await tx
      .update(activityRuns)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(activityRuns.id, id));
    const [order] = await tx
      .select({ lang: orders.lang, cc: orders.cc })
      .from(orders)
      .where(eq(orders.sk, run.orderSK));
    const mail = activityConfirmedMail(langOf(order!.lang), {
      orgName: run.organisation,
      orderName: run.orderName,
      programme: run.productName,
      persons: run.persons,
      meetings: run.meetings,
      place: run.place,
      instructorName: run.instructorName,
      teamSize: run.teamSize,
      notes: run.notes,
      link: `${origin}/Mypage/Activity`,
    });
    const recipients = [...new Set([run.contactEmail, order!.cc].filter(Boolean))];
    const outboxIds: string[] = [];
    for (const to of recipients) outboxIds.push(await writeMail(tx, to, mail));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'activity-run',
      targetId: id,
      subject: run.productName,
      detail: { from: 'planning', to: 'confirmed', outboxIds },
    });
    return outboxIds;
  });
}
