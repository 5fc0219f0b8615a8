import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';

/** Whether a registered organisation holds the id (ids are compared without case, as at login). */
export async function orgIdRegistered(db: DbOrTx, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`lower(${organisations.orgId}) = ${orgId.toLowerCase()}`)
    .limit(1);
  return !!row;
}
