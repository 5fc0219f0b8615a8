import { coachingMinutes, testFacts } from '@putt/contract/catalogue-facts';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { counsellingHistory, counsellingSessions } from '../db/schema/counselling.js';
import { examinees, orderProducts, orders, projects } from '../db/schema/orders.js';
import { attempts } from '../db/schema/attempts.js';
import { results } from '../db/schema/results.js';
import { fromDateColumn } from '../db/date-columns.js';
import { personKeyOf } from './person-key.js';

type Level = keyof typeof coachingMinutes;

/** The school level a test is for (its catalogue facts), which sets the session's minutes. */
function levelOf(projectType: string): Level {
  const facts = (testFacts as Record<string, { level: Level }>)[projectType];
  return facts?.level ?? 'U';
}

/**
 * Opens the counselling session of a report's examinee (issue 25), in the transaction that marks
 * the report ready: when the order bought counselling (a `coach_…` line), one session per person
 * of the order (`personKeyOf`: a school's examinee; an individual's child of several tests), up to
 * the number of counselling places bought. Nothing when the order has none, the person has one already, or the
 * places are taken.
 */
export async function openCounsellingSession(tx: Tx, resultId: string): Promise<void> {
  const [row] = await tx
    .select({ order: orders, project: projects, examinee: examinees })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(eq(results.id, resultId));
  if (!row) return;
  const { order, project, examinee } = row;
  const [bought] = await tx
    .select({ places: sql<number>`coalesce(sum(${orderProducts.quantity}), 0)::int` })
    .from(orderProducts)
    .where(and(eq(orderProducts.orderSk, order.sk), like(orderProducts.type, 'coach\\_%')));
  const places = bought?.places ?? 0;
  if (places === 0) return;
  // one at a time per order: two reports made at once must not both take the last place
  await tx.select({ sk: orders.sk }).from(orders).where(eq(orders.sk, order.sk)).for('update');
  const [taken] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(counsellingSessions)
    .where(eq(counsellingSessions.orderSk, order.sk));
  if ((taken?.count ?? 0) >= places) return;
  const level = levelOf(project.type);
  const [opened] = await tx
    .insert(counsellingSessions)
    .values({
      orderSk: order.sk,
      projectSk: project.sk,
      examineeSk: examinee.sk,
      personKey: personKeyOf(order.type, examinee),
      level,
      minutes: coachingMinutes[level].minutes,
      requestedDate: fromDateColumn(project.counselTargetDate ?? order.coachingDueDate),
      requestedType: project.counselType,
    })
    .onConflictDoNothing()
    .returning({ id: counsellingSessions.id });
  if (opened) await tx.insert(counsellingHistory).values({ sessionId: opened.id, status: 'waiting' });
}
