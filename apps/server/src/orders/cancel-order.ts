import { mayDo } from '@putt/contract/admin/orders';
import { ErrorCode } from '@putt/contract/errors';
import type { OrderStatus } from '@putt/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { orders, projects } from '../db/schema/orders.js';
import { AppError, notFound } from '../http/app-error.js';
import { recordStatus } from './record-status.js';

/** A member cancels their own order while it still waits for approval; the reason is kept. */
export async function cancelMemberOrder(
  db: Db,
  actor: Actor & { memberId: string },
  sk: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.sk, sk), eq(orders.memberId, actor.memberId)))
      .for('update')
      .limit(1);
    if (!order) throw notFound('Order not found');
    if (!mayDo('memberCancel', order.status as OrderStatus)) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Only pending orders can be cancelled', {
        SK: 'v.notCancellable',
      });
    }
    await tx.update(orders).set({ status: 'canceled', updatedAt: new Date() }).where(eq(orders.sk, sk));
    await tx.update(projects).set({ status: 'canceled' }).where(eq(projects.orderSk, sk));
    await recordStatus(tx, { orderSk: sk, actor, from: order.status, to: 'canceled', reason });
  });
}
