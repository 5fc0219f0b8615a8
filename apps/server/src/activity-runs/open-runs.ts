import { and, eq, inArray, like } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { activityRuns } from '../db/schema/activity-runs.js';
import { orderProducts } from '../db/schema/orders.js';

/**
 * An approved organisation order's Activity lines each become a run waiting to be planned (issue
 * 25, decision 025). Called in the approval's transaction; a line has at most one run.
 */
export async function openActivityRuns(tx: Tx, orderSk: string): Promise<void> {
  const lines = await tx
    .select({ id: orderProducts.id })
    .from(orderProducts)
    .where(and(eq(orderProducts.orderSk, orderSk), like(orderProducts.type, 'activity\\_%')));
  if (!lines.length) return;
  await tx
    .insert(activityRuns)
    .values(lines.map((line) => ({ orderSk, lineId: line.id })))
    .onConflictDoNothing();
}

/** A rejected or cancelled order's runs not yet delivered are cancelled with it. */
export async function cancelActivityRuns(tx: Tx, orderSk: string): Promise<void> {
  await tx
    .update(activityRuns)
    .set({ status: 'canceled' })
    .where(and(eq(activityRuns.orderSk, orderSk), inArray(activityRuns.status, ['planning', 'confirmed'])));
}
