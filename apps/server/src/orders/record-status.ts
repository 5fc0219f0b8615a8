import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { orderHistory } from '../db/schema/orders.js';

export function actorLabel(actor: Actor): string {
  if (actor.role === 'staff') return `staff:${actor.staffId}`;
  if ('memberId' in actor) return `member:${actor.memberId}`;
  return 'system';
}

/** A row of an order's history; call in the transaction that changes the status. */
export async function recordStatus(
  db: DbOrTx,
  change: { orderSk: string; actor: Actor; from: string | null; to: string; reason?: string },
): Promise<void> {
  await db.insert(orderHistory).values({
    orderSk: change.orderSk,
    actor: actorLabel(change.actor),
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason ?? null,
  });
}
