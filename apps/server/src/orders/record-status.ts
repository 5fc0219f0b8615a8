import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { orderHistory } from '../db/schema/orders.js';

/** Who a history row names: a staff member, a member, or the system (a background job). */
export function actorLabel(by: Actor | 'job'): string {
  if (by === 'job') return 'system';
  if (by.role === 'staff') return `staff:${by.staffId}`;
  if ('memberId' in by) return `member:${by.memberId}`;
  return 'system';
}

/** A row of an order's history; call in the transaction that changes the status. */
export async function recordStatus(
  db: DbOrTx,
  change: { orderSk: string; by: Actor | 'job'; from: string | null; to: string; reason?: string },
): Promise<void> {
  await db.insert(orderHistory).values({
    orderSk: change.orderSk,
    actor: actorLabel(change.by),
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason ?? null,
  });
}
