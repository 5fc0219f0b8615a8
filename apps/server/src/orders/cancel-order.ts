import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { moveOrder } from './move-order.js';

/** A member cancels their own order while it still waits for approval; the reason is kept. */
export async function cancelMemberOrder(
  db: Db,
  actor: Actor & { memberId: string },
  sk: string,
  reason: string,
): Promise<void> {
  await db.transaction((tx) =>
    moveOrder(tx, sk, { step: 'customerCancel', by: actor, ownerId: actor.memberId, reason }),
  );
}
