import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, organisations, staff } from '../../db/schema/accounts.js';
import { orderHistory, orders } from '../../db/schema/orders.js';
import { notFound } from '../../errors/app-error.js';
import { fromDateColumn } from '../../db/date-columns.js';
import { orgOrderDetail } from '../read-org-orders.js';
import { orderDetail } from '../../orders/read-orders.js';

/** An order as staff see it: what the customer sees, plus who they are, the deposit and the history. */
export async function orderForStaff(db: DbOrTx, sk: string): Promise<TAdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, member: members, orgName: organisations.name })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(orders.sk, sk))
    .limit(1);
  if (!row) throw notFound('Order not found');
  const { order, member, orgName } = row;
  const history = await db
    .select({ entry: orderHistory, staffLogin: staff.staffId })
    .from(orderHistory)
    // history names staff as `staff:{uuid}`; the back office shows their login
    .leftJoin(staff, sql`${orderHistory.actor} = 'staff:' || ${staff.id}::text`)
    .where(eq(orderHistory.orderSk, sk))
    .orderBy(asc(orderHistory.at));
  return {
    order: await orderDetail(db, order),
    organisation: order.type === 'organisation' ? await orgOrderDetail(db, order) : null,
    customer: {
      memberId: member.id,
      uid: member.uid,
      name: member.name,
      email: member.email,
      phoneNumber: member.phoneNumber,
      organisationName: orgName,
    },
    deposit: {
      paidDate: fromDateColumn(order.paidDate),
      paidAmount: order.paidAmount,
      paidDepositName: order.paidDepositName,
    },
    history: history.map(({ entry, staffLogin }) => {
      const kind = entry.actor.startsWith('staff:')
        ? 'staff'
        : entry.actor.startsWith('member:')
          ? 'member'
          : 'system';
      return {
        at: entry.at.getTime(),
        actorKind: kind,
        actorName: kind === 'staff' ? (staffLogin ?? '') : kind === 'member' ? member.uid : '',
        from: entry.fromStatus,
        to: entry.toStatus,
        reason: entry.reason,
      };
    }),
  };
}
