import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { activityRuns } from '../db/schema/activity-runs.js';
import { orderProducts } from '../db/schema/orders.js';
import { notFound } from '../errors/app-error.js';

/** A run and its order line, the run's row locked for the change being made. */
export async function lockedRun(tx: Tx, id: string) {
  const [found] = await tx
    .select({ run: activityRuns, line: orderProducts })
    .from(activityRuns)
    .innerJoin(orderProducts, eq(orderProducts.id, activityRuns.lineId))
    .where(eq(activityRuns.id, id))
    .for('update', { of: activityRuns });
  if (!found) throw notFound('No such Activity run');
  return found;
}
