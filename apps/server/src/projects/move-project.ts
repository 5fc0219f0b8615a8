import { ErrorCode } from '@putt/contract/errors';
import { mayTake, projectSteps, type ProjectStep, STEP_REFUSED } from '@putt/contract/lifecycle';
import type { ProjectStatus } from '@putt/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Tx } from '../db/client.js';
import { orders, projects } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { moverOf } from '../orders/move-order.js';

/** A closed or cancelled class: its examinees' retention period starts (decision 041). */
export const isEndedProject = (status: ProjectStatus) => status === 'completed' || status === 'canceled';

type ProjectRow = typeof projects.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * The class (project) a caller may act on, locked in the caller's transaction: an organisation's
 * users reach the classes of their organisation's orders, an individual the projects of their own
 * orders, staff and jobs every project. Anything else answers like a missing project.
 */
export async function lockProjectOf(
  tx: Tx,
  by: Actor | 'job',
  sk: string,
): Promise<{ project: ProjectRow; order: OrderRow }> {
  const [row] = await tx
    .select({ project: projects, order: orders })
    .from(projects)
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(and(eq(projects.sk, sk), ownedBy(by)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('Class not found');
  return row;
}

function ownedBy(by: Actor | 'job') {
  if (by === 'job' || by.role === 'staff') return undefined;
  if (by.role === 'orgUser' || by.role === 'orgAdmin') {
    return and(eq(orders.organisationId, by.orgId), eq(orders.type, 'organisation'));
  }
  if (by.role === 'individual') return and(eq(orders.memberId, by.memberId), eq(orders.type, 'individual'));
  return sql`false`;
}

/**
 * Applies one step of the project state machine (contract lifecycle.ts) to a locked class: refuses
 * a step its status or its mover does not allow (600 on SK, as every refused step), writes the
 * status and what the step sets besides.
 */
export async function moveProject(
  tx: Tx,
  project: ProjectRow,
  step: ProjectStep,
  by: Actor | 'job',
  set: Partial<Pick<ProjectRow, 'surveyKey' | 'responderUri'>> = {},
): Promise<ProjectStatus> {
  const from = project.status;
  if (!mayTake<ProjectStatus>(projectSteps[step], from, moverOf(by))) {
    throw new AppError(ErrorCode.INVALID_DATA, `A class that is ${from} cannot take the step ${step}`, {
      SK: STEP_REFUSED,
    });
  }
  const to = projectSteps[step].to;
  await tx
    .update(projects)
    .set({ ...set, status: to, ...(isEndedProject(to) && { closedAt: new Date() }) })
    .where(eq(projects.sk, project.sk));
  return to;
}
