import type { TMemberInfo } from '@putt/contract/auth';
import type { members, organisations } from '../db/schema/accounts.js';

type MemberRow = typeof members.$inferSelect;
type OrganisationRow = typeof organisations.$inferSelect;

/**
 * A member's own fields as every page shows them (spec-1 §3): My page, the organisation's user
 * list and the back office build on this one mapping.
 */
export const memberProfile = (member: MemberRow) => ({
  uid: member.uid,
  name: member.name,
  email: member.email,
  phoneNumber: member.phoneNumber,
  role: member.role,
  position: member.position,
  description: member.description,
});

/** The member record of getMemberInfo, with the organisation block for an organisation's member. */
export function toMemberInfo(member: MemberRow, organisation: OrganisationRow | null): TMemberInfo {
  return {
    ...memberProfile(member),
    type: member.type,
    ...(organisation
      ? {
          orgId: organisation.orgId,
          org: {
            name: organisation.name,
            email: organisation.email,
            phone: organisation.phoneNumber,
            description: organisation.description,
            type: organisation.type,
            president: organisation.president,
            dept: organisation.dept,
            deptPersonName: organisation.deptPersonName,
            deptPersonPhoneNumber: organisation.deptPersonPhoneNumber,
          },
        }
      : {}),
  };
}
