import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisationRequests } from '../db/schema/org-requests.js';
import { orgIdRegistered } from '../organisations/org-id-registered.js';

/** An organisation id is taken by a registered organisation or by a request staff have not decided. */
export async function orgIdTaken(db: DbOrTx, uid: string): Promise<boolean> {
  if (await orgIdRegistered(db, uid)) return true;
  const [request] = await db
    .select({ id: organisationRequests.id })
    .from(organisationRequests)
    .where(
      and(
        sql`lower(${organisationRequests.uid}) = ${uid.toLowerCase()}`,
        eq(organisationRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return !!request;
}
