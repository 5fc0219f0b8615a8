import type { TOrgInfo, TOrgUser } from '@putt/contract/org-users';
import { memberProfile } from '../../accounts/member-profile.js';
import type { members, organisations } from '../../db/schema/accounts.js';

/** A member row as the organisation's pages show it (spec-2 §3 organisation user). */
export function toOrgUser(member: typeof members.$inferSelect): TOrgUser {
  return {
    ...memberProfile(member),
    type: member.type === 'admin' ? 'admin' : 'user',
  };
}

/** The organisation block of the user management page. */
export function toOrgInfo(organisation: typeof organisations.$inferSelect): TOrgInfo {
  return {
    orgId: organisation.orgId,
    name: organisation.name,
    president: organisation.president,
    type: organisation.type,
  };
}
