import type { AccessRule } from '@putt/contract/routes';
import type { SessionState } from './session';

/**
 * Whether the current session may see a page (spec-1 §4 and §6, spec-2 §6). `deny` names the
 * message (common namespace) shown before the user is sent Home.
 */
export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'deny'; message: string };

export function decideAccess(rule: AccessRule, session: SessionState): AccessDecision {
  if (rule === 'public') return { kind: 'allow' };
  if (session.status === 'loading') return { kind: 'wait' };
  const orgRule = rule === 'org' || rule === 'orgAdmin';
  if (session.status === 'visitor') {
    return { kind: 'deny', message: orgRule ? 'gate.orgMembersOnly' : 'gate.membersOnly' };
  }
  if (orgRule && !session.isOrgUser) return { kind: 'deny', message: 'gate.orgUsersOnly' };
  if (rule === 'orgAdmin' && !session.isOrgAdmin) return { kind: 'deny', message: 'gate.orgAdminsOnly' };
  if (rule === 'personal' && session.isOrgUser) return { kind: 'deny', message: 'gate.personalUsersOnly' };
  return { kind: 'allow' };
}
