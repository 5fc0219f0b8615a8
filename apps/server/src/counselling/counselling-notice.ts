import { pathOf } from '@putt/contract/routes';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import type { counsellingSessions } from '../db/schema/counselling.js';
import { examinees } from '../db/schema/orders.js';
import type { CounsellingNotice } from '../mail/templates/counselling-booked.js';

/** What the booking and reminder mails say of a booked session. */
export async function counsellingNotice(
  db: DbOrTx,
  session: typeof counsellingSessions.$inferSelect,
  origin: string,
  reason = '',
): Promise<CounsellingNotice> {
  const [examinee] = await db
    .select({ name: examinees.name })
    .from(examinees)
    .where(eq(examinees.sk, session.examineeSk));
  const [counsellor] = session.counsellorId
    ? await db.select({ name: staff.name }).from(staff).where(eq(staff.id, session.counsellorId))
    : [];
  return {
    examineeName: examinee?.name ?? '',
    startsAt: session.startsAt!,
    minutes: session.minutes,
    type: session.type === 'online' ? 'online' : 'offline',
    place: session.place,
    meetingUrl: session.meetingUrl,
    counsellorName: counsellor?.name ?? '',
    reason,
    link: `${origin}${pathOf('mypageCounselling')}`,
  };
}
