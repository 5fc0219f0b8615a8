import type { TAdminOrganisation } from '@putt/contract/admin/accounts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, organisations } from '../../db/schema/accounts.js';
import { orders } from '../../db/schema/orders.js';
import { notFound } from '../../errors/app-error.js';
import { accountOrders } from './account-orders.js';
import { isRowId } from './row-id.js';

/** One organisation as the back office shows it: its fields, its members and its latest orders. */
export async function readOrganisation(db: DbOrTx, id: string): Promise<TAdminOrganisation> {
  const [organisation] = isRowId(id)
    ? await db.select().from(organisations).where(eq(organisations.id, id))
    : [];
  if (!organisation) throw notFound('Organisation not found');
  const { createdAt, type, ...fields } = organisation;

  const [memberRows, orderSummary] = await Promise.all([
    db
      .select()
      .from(members)
      .where(eq(members.organisationId, id))
      // admins first: they are the organisation's contact for its accounts
      .orderBy(sql`${members.type} <> 'admin'`, asc(members.createdAt), members.uid),
    accountOrders(db, eq(orders.organisationId, id)),
  ]);

  return {
    ...fields,
    type,
    created: createdAt.getTime(),
    members: memberRows.map((m) => ({
      id: m.id,
      uid: m.uid,
      name: m.name,
      type: m.type === 'admin' ? 'admin' : 'user',
      email: m.email,
      phoneNumber: m.phoneNumber,
      locked: m.lockedAt !== null,
      created: m.createdAt.getTime(),
    })),
    orders: orderSummary,
  };
}
