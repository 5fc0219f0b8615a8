import type { Actor } from '../../auth/actor.js';

/** An organisation's user or admin, as the domain functions of this folder take them. */
export type OrgCaller = {
  memberId: string;
  /** the organisations row's id (not the organisation ID typed at login) */
  organisationId: string;
  isAdmin: boolean;
};

/** The organisation member behind an operation (the registry's policy let only them in). */
export function orgCallerOf(actor: Actor): OrgCaller {
  if (actor.role === 'orgUser' || actor.role === 'orgAdmin') {
    return { memberId: actor.memberId, organisationId: actor.orgId, isAdmin: actor.role === 'orgAdmin' };
  }
  throw new Error(`operation policy let a ${actor.role} through to an organisation operation`);
}
