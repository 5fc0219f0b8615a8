import type { TSessionUser } from '@putt/contract/auth';
import type { members, organisations } from '../db/schema/accounts.js';

type MemberRow = typeof members.$inferSelect;
type OrganisationRow = typeof organisations.$inferSelect;

/** What the browser may know of the logged-in member (spec-1 §3 "stored auth info"). */
export function toSessionUser(member: MemberRow, organisation?: OrganisationRow | null): TSessionUser {
  return {
    uid: member.uid,
    type: member.type,
    ...(organisation ? { orgId: organisation.orgId, orgName: organisation.name } : {}),
    email: member.email,
    name: member.name,
    mustChangePassword: member.mustChangePassword,
  };
}
