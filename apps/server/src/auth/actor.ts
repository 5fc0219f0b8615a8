/** Who is calling, as resolved from the request's session (or its absence). */
export type Actor =
  | { role: 'visitor' }
  | { role: 'member'; memberId: string; sessionId: string }
  | { role: 'orgUser' | 'orgAdmin'; memberId: string; orgId: string; sessionId: string }
  | { role: 'examinee'; examineeId: string }
  | { role: 'staff'; staffId: string; staffRole: 'admin' | 'operator'; sessionId: string };

export const visitor: Actor = { role: 'visitor' };

/** The member behind a member-only operation (the registry's policy has already let only members in). */
export function memberIdOf(actor: Actor): string {
  if ('memberId' in actor) return actor.memberId;
  throw new Error(`operation policy let a ${actor.role} through to a member operation`);
}
