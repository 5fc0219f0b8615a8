/** How the audit log names the records of the back office's organisations and members area. */
export const ORGANISATION_TARGET = 'organisation';
export const MEMBER_TARGET = 'member';

/** Whose data an organisation holds, as staff search the audit log for it. */
export function organisationSubject(org: { name: string; orgId: string }): string {
  return `${org.name} (${org.orgId})`;
}

/** Whose data a member is: the name and login id (a withdrawn member has only the id left). */
export function memberSubject(member: { name: string; uid: string }): string {
  return member.name ? `${member.name} (${member.uid})` : member.uid;
}
