import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { counsellingHistory, counsellingSessions } from '../db/schema/counselling.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { personKeyOf } from '../counselling/person-key.js';

/**
 * A waiting counselling session for the first examinee of an order, as a ready report opens one
 * (counselling/open-session.ts), for tests that need a session without making a report.
 */
export async function openTestSession(db: DbOrTx, orderSk: string): Promise<string> {
  const [row] = await db
    .select({ examinee: examinees, project: projects, orderType: orders.type })
    .from(examinees)
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(eq(projects.orderSk, orderSk))
    .limit(1);
  if (!row) throw new Error(`order ${orderSk} has no examinee`);
  const [session] = await db
    .insert(counsellingSessions)
    .values({
      orderSk,
      projectSk: row.project.sk,
      examineeSk: row.examinee.sk,
      personKey: personKeyOf(row.orderType, row.examinee),
      level: 'E',
      minutes: 40,
      requestedType: 'offline',
    })
    .returning({ id: counsellingSessions.id });
  await db.insert(counsellingHistory).values({ sessionId: session!.id, status: 'waiting' });
  return session!.id;
}
