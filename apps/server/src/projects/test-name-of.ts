import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { orderProducts, type projects } from '../db/schema/orders.js';

/** The name a class's test goes by in mails: its order line's product, else the class's own name. */
export async function testNameOf(
  db: DbOrTx,
  project: Pick<typeof projects.$inferSelect, 'orderProductId' | 'name'>,
): Promise<string> {
  if (!project.orderProductId) return project.name;
  const [line] = await db
    .select({ name: orderProducts.name })
    .from(orderProducts)
    .where(eq(orderProducts.id, project.orderProductId));
  return line?.name ?? project.name;
}
