import { ACCOUNT_RECENT_ORDERS, type TAdminMember } from '@putt/contract/admin/accounts';
import { count, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/** How many orders match (a member's, an organisation's) and the newest of them. */
export async function accountOrders(db: DbOrTx, where: SQL): Promise<TAdminMember['orders']> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        SK: orders.sk,
        name: orders.name,
        status: orders.status,
        totalPrice: orders.totalPrice,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), orders.sk)
      .limit(ACCOUNT_RECENT_ORDERS),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    recent: rows.map(({ createdAt, status, ...row }) => ({
      ...row,
      status: status,
      created: createdAt.getTime(),
    })),
  };
}
