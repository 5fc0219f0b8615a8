import type { TOrgUser } from '@putt/contract/org-users';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, organisations } from '../../db/schema/accounts.js';
import { notFound } from '../../errors/app-error.js';
import type { OrgCaller } from './org-caller.js';
import { toOrgUser } from './org-user-row.js';

type OrganisationRow = typeof organisations.$inferSelect;

/**
 * The caller's own organisation. An organisation ID in the input must be the caller's (compared
 * without case, as ids are registered): any other answers exactly as a missing one.
 */
export async function callerOrganisation(
  db: DbOrTx,
  caller: OrgCaller,
  orgId?: string,
): Promise<OrganisationRow> {
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, caller.organisationId))
    .limit(1);
  if (!organisation || (orgId !== undefined && orgId.toLowerCase() !== organisation.orgId.toLowerCase())) {
    throw notFound();
  }
  return organisation;
}

/**
 * A current member of the organisation by login id (exact, as at login); a deleted one, or anyone
 * of another organisation, is not found. `lock` holds the row until the caller's transaction ends.
 */
export async function findOrgUser(
  db: DbOrTx,
  organisationId: string,
  uid: string,
  { lock = false } = {},
): Promise<typeof members.$inferSelect | undefined> {
  const query = db
    .select()
    .from(members)
    .where(and(eq(members.organisationId, organisationId), eq(members.uid, uid), isNull(members.withdrawnAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether the organisation has or had a member of this login id, whatever its case. */
export async function orgUidUsed(db: DbOrTx, organisationId: string, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organisationId, organisationId), sql`lower(${members.uid}) = ${uid.toLowerCase()}`))
    .limit(1);
  return !!row;
}

/** One user of the caller's organisation for the detail page (the SK is the login id, decision 015). */
export async function readOrgUser(db: DbOrTx, caller: OrgCaller, sk: string): Promise<TOrgUser> {
  const row = await findOrgUser(db, caller.organisationId, sk);
  if (!row) throw notFound();
  return toOrgUser(row);
}
