import type { TAdminMember } from '@putt/contract/admin/accounts';
import { eq } from 'drizzle-orm';
import { findMemberById } from '../find-member.js';
import { memberProfile } from '../member-profile.js';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { notFound } from '../../errors/app-error.js';
import { accountOrders } from './account-orders.js';
import { isRowId } from './row-id.js';

/**
 * One member as the back office shows them, with their latest orders. A withdrawn member's
 * personal data was removed at withdrawal, so what is left is the id, the type and the orders.
 */
export async function readMember(db: DbOrTx, id: string): Promise<TAdminMember> {
  const found = isRowId(id) ? await findMemberById(db, id) : undefined;
  if (!found) throw notFound('Member not found');
  const { member, organisation } = found;
  return {
    id: member.id,
    ...memberProfile(member),
    type: member.type,
    organisation: organisation
      ? { id: organisation.id, orgId: organisation.orgId, name: organisation.name }
      : null,
    mustChangePassword: member.mustChangePassword,
    lockedAt: member.lockedAt?.getTime() ?? null,
    withdrawnAt: member.withdrawnAt?.getTime() ?? null,
    created: member.createdAt.getTime(),
    orders: await accountOrders(db, eq(orders.memberId, member.id)),
  };
}
