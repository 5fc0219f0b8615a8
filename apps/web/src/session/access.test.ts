import type { TSessionUser } from '@putt/contract/auth';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';
import type { SessionState } from './session';

const user = (type: TSessionUser['type'], orgId?: string): SessionState => ({
  status: 'member',
  user: { uid: 'u', type, email: '', name: '', mustChangePassword: false, ...(orgId ? { orgId } : {}) },
  isOrgUser: Boolean(orgId),
  isOrgAdmin: type === 'admin',
});
const visitor: SessionState = { status: 'visitor' };
const individual = user('custom');
const orgUser = user('user', 'school');
const orgAdmin = user('admin', 'school');

describe('decideAccess', () => {
  it('lets anyone see public pages, even while the session loads', () => {
    expect(decideAccess('public', { status: 'loading' })).toEqual({ kind: 'allow' });
    expect(decideAccess('public', visitor)).toEqual({ kind: 'allow' });
  });

  it('waits for the session before deciding a gated page (its body is not rendered)', () => {
    expect(decideAccess('loggedIn', { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends visitors home with the members-only message (the organisation one on organisation pages)', () => {
    expect(decideAccess('loggedIn', visitor)).toEqual({ kind: 'deny', message: 'gate.membersOnly' });
    expect(decideAccess('personal', visitor)).toEqual({ kind: 'deny', message: 'gate.membersOnly' });
    expect(decideAccess('org', visitor)).toEqual({ kind: 'deny', message: 'gate.orgMembersOnly' });
  });

  it('keeps individuals out of organisation pages and organisation users out of individual ones', () => {
    expect(decideAccess('org', individual)).toEqual({ kind: 'deny', message: 'gate.orgUsersOnly' });
    expect(decideAccess('personal', orgUser)).toEqual({ kind: 'deny', message: 'gate.personalUsersOnly' });
    expect(decideAccess('personal', orgAdmin)).toEqual({ kind: 'deny', message: 'gate.personalUsersOnly' });
    expect(decideAccess('personal', individual)).toEqual({ kind: 'allow' });
    expect(decideAccess('org', orgUser)).toEqual({ kind: 'allow' });
  });

  it('lets only organisation admins into admin pages', () => {
    expect(decideAccess('orgAdmin', orgUser)).toEqual({ kind: 'deny', message: 'gate.orgAdminsOnly' });
    expect(decideAccess('orgAdmin', orgAdmin)).toEqual({ kind: 'allow' });
  });

  it('lets every member into member pages', () => {
    for (const s of [individual, orgUser, orgAdmin])
      expect(decideAccess('loggedIn', s)).toEqual({ kind: 'allow' });
  });
});
