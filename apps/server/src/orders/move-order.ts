import { ErrorCode } from '@putt/contract/errors';
import {
  isClosedOrder,
  mayTake,
  type Mover,
  orderSteps,
  type OrderStep,
  projectSteps,
  STEP_REFUSED,
} from '@putt/contract/lifecycle';
import type { OrderStatus } from '@putt/contract/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Tx } from '../db/client.js';
import { orders, projects } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { recordStatus } from './record-status.js';

type OrderRow = typeof orders.$inferSelect;

export type OrderMove = {
  step: OrderStep;
  /** who takes it: their role says which mover of the step table they are; 'job' for background work */
  by: Actor | 'job';
  /** the member the order must belong to: another member's order answers like a missing one */
  ownerId?: string;
  reason?: string;
  /** what the step writes besides the status (the deposit of confirmDeposit) */
  set?: Partial<Pick<OrderRow, 'isPaid' | 'paidDate' | 'paidAmount' | 'paidDepositName'>>;
};

/**
 * Applies one step of the order state machine (contract lifecycle.ts) in the caller's transaction:
 * locks the order, refuses a step its status or its mover does not allow (600, the one answer of
 * every refused step), writes the status, cancels the open projects of an order that closes, and
 * writes the history row. The audit row and the e-mail stay with the caller that needs them.
 */
export async function moveOrder(
  tx: Tx,
  sk: string,
  move: OrderMove,
): Promise<{ order: OrderRow; from: OrderStatus; to: OrderStatus }> {
  const owner = move.ownerId === undefined ? undefined : eq(orders.memberId, move.ownerId);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.sk, sk), owner))
    .for('update')
    .limit(1);
  if (!order) throw notFound('Order not found');
  const from = order.status;
  const step = orderSteps[move.step];
  if (!mayTake<OrderStatus>(step, from, moverOf(move.by), order.type)) {
    throw new AppError(ErrorCode.INVALID_DATA, `An order that is ${from} cannot take the step ${move.step}`, {
      SK: 'refusal' in step ? step.refusal : STEP_REFUSED,
    });
  }
  await tx
    .update(orders)
    .set({ ...move.set, status: step.to, updatedAt: new Date() })
    .where(eq(orders.sk, sk));
  if (isClosedOrder(step.to)) {
    const cancel = projectSteps.cancel;
    await tx
      .update(projects)
      .set({ status: cancel.to, closedAt: new Date() })
      .where(and(eq(projects.orderSk, sk), inArray(projects.status, [...cancel.from])));
  }
  await recordStatus(tx, { orderSk: sk, by: move.by, from, to: step.to, reason: move.reason });
  return { order, from, to: step.to };
}

/** Which mover of the step tables a caller is. */
export function moverOf(by: Actor | 'job'): Mover {
  if (by === 'job') return 'job';
  switch (by.role) {
    case 'staff':
      return 'staff';
    case 'individual':
      return 'customer';
    case 'orgUser':
    case 'orgAdmin':
      return 'organisation';
    default:
      throw new Error(`a ${by.role} cannot move an order`);
  }
}
