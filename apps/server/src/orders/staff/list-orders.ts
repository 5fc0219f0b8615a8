import type { adminListOrders, TAdminOrderRow } from '@putt/contract/admin/orders';
import { addDays } from '@putt/contract/dates';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { containsAny, seoulDayStart } from '../../db/filters.js';
import { members, organisations } from '../../db/schema/accounts.js';
import { orders } from '../../db/schema/orders.js';
import { fromDateColumn } from '../../db/date-columns.js';

type Input = z.output<(typeof adminListOrders)['input']>;

/** One page of all orders, newest first, with the customer's name beside each. */
export async function listOrdersForStaff(db: DbOrTx, input: Input) {
  const where: SQL[] = [];
  if (input.status) where.push(eq(orders.status, input.status));
  if (input.type) where.push(eq(orders.type, input.type));
  if (input.from) where.push(gte(orders.createdAt, seoulDayStart(input.from)));
  if (input.to) where.push(lt(orders.createdAt, seoulDayStart(addDays(input.to, 1))));
  const search = containsAny(input.q, [
    orders.name,
    orders.depositName,
    orders.receiverEmail,
    members.name,
    members.uid,
  ]);
  if (search) where.push(search);
  const filter = where.length ? and(...where) : undefined;
  const { rows, total } = await pageOf(
    db
      .select({
        order: orders,
        memberName: members.name,
        memberUid: members.uid,
        orgName: organisations.name,
      })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .leftJoin(organisations, eq(organisations.id, orders.organisationId))
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.sk))
      .$dynamic(),
    db.select({ n: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(filter),
    input.page,
  );
  const items: TAdminOrderRow[] = rows.map(({ order, memberName, memberUid, orgName }) => ({
    SK: order.sk,
    type: order.type === 'organisation' ? 'organisation' : 'individual',
    createdAt: order.createdAt.getTime(),
    name: order.name,
    customerName: memberName,
    customerUid: memberUid,
    organisationName: orgName,
    depositName: order.depositName,
    bankDate: fromDateColumn(order.bankDate)!,
    totalPrice: order.totalPrice,
    status: order.status,
    isPaid: order.isPaid,
  }));
  return { items, total, page: input.page };
}
