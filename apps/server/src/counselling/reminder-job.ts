import { seoulToday } from '@putt/contract/dates';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { counsellingSessions } from '../db/schema/counselling.js';
import { orders } from '../db/schema/orders.js';
import { defineJob, type JobDeps, type Jobs } from '../jobs/jobs.js';
import { sendMailJob, writeMail } from '../mail/outbox.js';
import { counsellingReminderMail } from '../mail/templates/counselling-reminder.js';
import { linkMailInstant } from '../projects/link-mail/link-mail-instant.js';
import { counsellingNotice } from './counselling-notice.js';

/**
 * Writes the reminder of a booked session, once: only while the session is still booked at the
 * time the job was queued for (a moved session queued its own), whichever worker runs it.
 */
export async function remindOnce(
  { sessionId, startsAt }: { sessionId: string; startsAt: number },
  deps: JobDeps,
): Promise<string | undefined> {
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ session: counsellingSessions, order: orders })
      .from(counsellingSessions)
      .innerJoin(orders, eq(orders.sk, counsellingSessions.orderSk))
      .where(and(eq(counsellingSessions.id, sessionId), isNull(counsellingSessions.remindedAt)))
      .for('update', { of: counsellingSessions });
    if (!found || found.session.status !== 'booked') return undefined;
    if (found.session.startsAt?.getTime() !== startsAt) return undefined;
    await tx
      .update(counsellingSessions)
      .set({ remindedAt: new Date() })
      .where(eq(counsellingSessions.id, sessionId));
    const notice = await counsellingNotice(tx, found.session, deps.config.publicOrigin);
    return writeMail(tx, found.order.receiverEmail, counsellingReminderMail(found.order.lang, notice));
  });
}

/** The reminder the day before a booked session, at 09:00 Korea time. */
export const counsellingReminderJob = defineJob({
  name: 'counselling-reminder',
  schema: z.object({ sessionId: z.uuid(), startsAt: z.number().int() }),
  retryLimit: 3,
  retryDelay: 60,
  async handler(payload, deps) {
    const outboxId = await remindOnce(payload, deps);
    // sent here: a failure keeps its error in the outbox, where staff resend it
    if (outboxId) {
      await sendMailJob.handler({ outboxId }, deps).catch((error: unknown) => {
        deps.log.warn({ err: error, outboxId }, 'counselling reminder: sending failed');
      });
    }
  },
});

/**
 * Queues the reminder of a session just booked for the day before at 09:00 Korea time; none when
 * that has passed (a session booked for tomorrow afternoon: the booking mail is the reminder).
 */
export async function queueReminder(
  jobs: Jobs,
  booking: { sessionId: string; startsAt: Date },
): Promise<void> {
  const at = linkMailInstant(seoulToday(booking.startsAt));
  if (at.getTime() <= Date.now()) return;
  await jobs.send(
    counsellingReminderJob,
    { sessionId: booking.sessionId, startsAt: booking.startsAt.getTime() },
    { startAfter: at, singletonKey: `${booking.sessionId}:${booking.startsAt.getTime()}` },
  );
}
