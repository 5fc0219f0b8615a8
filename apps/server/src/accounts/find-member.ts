import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { members, organisations } from '../db/schema/accounts.js';

export type MemberWithOrganisation = {
  member: typeof members.$inferSelect;
  organisation: typeof organisations.$inferSelect | null;
};

export async function findMemberById(db: DbOrTx, id: string): Promise<MemberWithOrganisation | undefined> {
  const [row] = await memberById(db).execute({ id });
  return row;
}

// asked by getSession, which each page a signed-in member opens calls (resolve-actor.ts reads less:
// auth/member-session.ts)
const memberById = preparedPer((db) =>
  db
    .select({ member: members, organisation: organisations })
    .from(members)
    .leftJoin(organisations, eq(members.organisationId, organisations.id))
    .where(eq(members.id, sql.placeholder('id')))
    .prepare('member_by_id'),
);

/** An individual member by login id (custom sign-up). */
export async function findCustomMember(db: DbOrTx, uid: string): Promise<MemberWithOrganisation | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.scope, 'custom'), eq(members.uid, uid)));
  return member ? { member, organisation: null } : undefined;
}

/** An organisation member by the organisation ID and login id typed at login. */
export async function findOrgMember(
  db: DbOrTx,
  orgId: string,
  uid: string,
): Promise<MemberWithOrganisation | undefined> {
  const [row] = await db
    .select({ member: members, organisation: organisations })
    .from(members)
    .innerJoin(organisations, eq(members.organisationId, organisations.id))
    .where(and(eq(organisations.orgId, orgId), eq(members.uid, uid)));
  return row;
}
