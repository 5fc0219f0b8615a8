import { bookableStatuses } from '@putt/contract/counselling';
import { ErrorCode } from '@putt/contract/errors';
import type { z } from 'zod';
import type { TBookCounsellingInput, ZBookCounsellingInput } from '@putt/contract/admin/counselling';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { counsellingSessions } from '../db/schema/counselling.js';
import { orders } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { counsellingBookedMail } from '../mail/templates/counselling-booked.js';
import { reaches } from './reachable-session.js';
import { recordChange } from './session-history.js';
import { counsellingNotice } from './counselling-notice.js';
import { seoulInstant, withinWorkingHours } from './working-hours.js';

type Input = z.output<typeof ZBookCounsellingInput>;

const refuse = (field: keyof TBookCounsellingInput, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Booking refused', { [field]: `admin_counselling:v.${key}` });

/**
 * Books a session, or moves it (issue 25): staff book any; the assigned counsellor moves their own
 * (and may not hand it to another). To a counsellor who has completed an expert course and
 * is free then, within working hours, in the future. Bookings of one counsellor are made one at a
 * time (their staff row is locked), so two staff cannot give them the same hour. Answers the
 * booking mail's outbox row to send after the commit, and the session's time for the reminder.
 */
export async function bookSession(
  db: Db,
  caller: AuditCaller,
  input: Input,
  origin: string,
): Promise<{ outboxId: string; sessionId: string; startsAt: Date }> {
  const by = staffOf(caller.actor);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ session: counsellingSessions, order: orders })
      .from(counsellingSessions)
      .innerJoin(orders, eq(orders.sk, counsellingSessions.orderSk))
      .where(eq(counsellingSessions.id, input.id))
      .for('update', { of: counsellingSessions });
    // a counsellor proposes times for their own sessions only, and books no one else
    if (!found || !reaches(by, found.session)) throw notFound('No such counselling session');
    const { session, order } = found;
    if (by.staffRole === 'counsellor' && input.counsellor !== by.staffLogin) {
      throw refuse('counsellor', 'notYourself');
    }
    if (!bookableStatuses.includes(session.status)) {
      throw new AppError(ErrorCode.INVALID_STATE, `A ${session.status} session cannot be booked`);
    }
    const [counsellor] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.staffId, input.counsellor), isNull(staff.lockedAt)))
      .for('update');
    if (!counsellor?.expertCourse) throw refuse('counsellor', 'notCounsellor');

    const startsAt = seoulInstant(input.date, input.time);
    if (startsAt.getTime() <= Date.now()) throw refuse('date', 'pastTime');
    if (!withinWorkingHours(input.date, input.time, session.minutes)) throw refuse('time', 'outsideHours');
    const endsAt = new Date(startsAt.getTime() + session.minutes * 60_000);
    const [clash] = await tx
      .select({ id: counsellingSessions.id })
      .from(counsellingSessions)
      .where(
        and(
          eq(counsellingSessions.counsellorId, counsellor.id),
          eq(counsellingSessions.status, 'booked'),
          ne(counsellingSessions.id, session.id),
          lt(counsellingSessions.startsAt, endsAt),
          gt(counsellingSessions.endsAt, startsAt),
        ),
      )
      .limit(1);
    if (clash) throw refuse('time', 'counsellorBusy');

    const moved = session.status === 'booked';
    const [booked] = await tx
      .update(counsellingSessions)
      .set({
        status: 'booked',
        startsAt,
        endsAt,
        type: input.type,
        place: input.type === 'offline' ? input.place : '',
        meetingUrl: input.type === 'online' ? input.meetingUrl : '',
        counsellorId: counsellor.id,
        remindedAt: null,
      })
      .where(eq(counsellingSessions.id, session.id))
      .returning();
    await recordChange(tx, booked!, by.staffId, input.reason);
    const notice = await counsellingNotice(tx, booked!, origin, input.reason);
    const outboxId = await writeMail(
      tx,
      order.receiverEmail,
      counsellingBookedMail(order.lang, notice, moved),
    );
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'counselling',
      targetId: session.id,
      subject: notice.examineeName,
      detail: { startsAt: startsAt.toISOString(), counsellor: counsellor.staffId, moved },
    });
    return { outboxId, sessionId: session.id, startsAt };
  });
}
