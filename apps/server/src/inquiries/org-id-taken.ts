import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';
import { organisationRequests } from '../db/schema/inquiries.js';

/** An organisation id is taken by a registered organisation or by a request staff have not decided. */
export async function orgIdTaken(db: DbOrTx, uid: string): Promise<boolean> {
  const lower = uid.toLowerCase();
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`lower(${organisations.orgId}) = ${lower}`)
    .limit(1);
  if (org) return true;
  const [request] = await db
    .select({ id: organisationRequests.id })
    .from(organisationRequests)
    .where(
      and(sql`lower(${organisationRequests.uid}) = ${lower}`, eq(organisationRequests.status, 'pending')),
    )
    .limit(1);
  return !!request;
}
