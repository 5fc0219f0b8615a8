import type { getMyCounselling } from '@putt/contract/counselling';
import type { OutputOf } from '@putt/contract/operation';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { counsellingHistory, counsellingSessions } from '../db/schema/counselling.js';
import { examinees, orders } from '../db/schema/orders.js';

type Item = OutputOf<typeof getMyCounselling>['items'][number];

/**
 * The sessions of the caller's orders: an individual's own orders, an organisation member's
 * organisation's. The private notes never leave the back office; the summary shows once done.
 */
export async function mySessions(
  db: DbOrTx,
  actor: Extract<Actor, { memberId: string }>,
): Promise<OutputOf<typeof getMyCounselling>> {
  const whose =
    'orgId' in actor
      ? and(eq(orders.organisationId, actor.orgId), eq(orders.type, 'organisation'))
      : and(eq(orders.memberId, actor.memberId), eq(orders.type, 'individual'));
  const rows = await db
    .select({
      session: counsellingSessions,
      orderName: orders.name,
      examineeName: examinees.name,
      counsellorName: staff.name,
    })
    .from(counsellingSessions)
    .innerJoin(orders, eq(orders.sk, counsellingSessions.orderSk))
    .innerJoin(examinees, eq(examinees.sk, counsellingSessions.examineeSk))
    .leftJoin(staff, eq(staff.id, counsellingSessions.counsellorId))
    .where(whose)
    .orderBy(desc(counsellingSessions.createdAt))
    .limit(500);
  const ids = rows.map((r) => r.session.id);
  const changes = ids.length
    ? await db
        .select()
        .from(counsellingHistory)
        .where(inArray(counsellingHistory.sessionId, ids))
        .orderBy(asc(counsellingHistory.at))
    : [];
  return {
    items: rows.map(({ session: s, orderName, examineeName, counsellorName }): Item => ({
      id: s.id,
      orderSK: s.orderSk,
      orderName,
      examineeName,
      status: s.status,
      requestedDate: s.requestedDate,
      requestedType: (s.requestedType as Item['requestedType']) ?? null,
      startsAt: s.startsAt?.getTime() ?? null,
      minutes: s.minutes,
      type: s.type ?? null,
      place: s.place,
      meetingUrl: s.meetingUrl,
      counsellorName: s.status === 'waiting' ? null : (counsellorName ?? null),
      summary: s.status === 'done' ? s.summary : null,
      history: changes
        .filter((c) => c.sessionId === s.id)
        .map((c) => ({
          at: c.at.getTime(),
          status: c.status,
          startsAt: c.startsAt?.getTime() ?? null,
        })),
    })),
  };
}
