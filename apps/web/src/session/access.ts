import type { AccessRule } from '@putt/contract/routes';
import { allows } from '@putt/contract/roles';
import type { SessionState } from './session';

/**
 * Whether the current session may see a page (spec-1 §4 and §6, spec-2 §6). `deny` names the
 * message (common namespace) shown before the user is sent Home.
 */
export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'deny'; message: string };

export function decideAccess(rule: AccessRule, session: SessionState): AccessDecision {
  if (rule === 'anyone') return { kind: 'allow' };
  if (session.status === 'loading') return { kind: 'wait' };
  const orgRule = rule === 'organisation' || rule === 'orgAdmin';
  if (session.status === 'visitor') {
    return { kind: 'deny', message: orgRule ? 'gate.orgMembersOnly' : 'gate.membersOnly' };
  }
  if (allows(rule, session.role)) return { kind: 'allow' };
  if (rule === 'individual') return { kind: 'deny', message: 'gate.personalUsersOnly' };
  return {
    kind: 'deny',
    message: session.role === 'individual' ? 'gate.orgUsersOnly' : 'gate.orgAdminsOnly',
  };
}
