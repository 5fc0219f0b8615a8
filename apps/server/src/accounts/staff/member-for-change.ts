import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { members, organisations } from '../../db/schema/accounts.js';
import { notFound } from '../../errors/app-error.js';
import { isRowId } from './row-id.js';

/**
 * A member row locked for the rest of the transaction, so two staff changing the same member at
 * once see each other's change; with the organisation ID an organisation member logs in with.
 */
export async function memberForChange(tx: Tx, id: string) {
  const [row] = isRowId(id)
    ? await tx
        .select({ member: members, orgId: organisations.orgId })
        .from(members)
        .leftJoin(organisations, eq(organisations.id, members.organisationId))
        .where(eq(members.id, id))
        .for('update', { of: members })
    : [];
  if (!row) throw notFound('Member not found');
  return row;
}
