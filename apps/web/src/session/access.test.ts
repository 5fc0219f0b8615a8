import type { TSessionUser } from '@putt/contract/auth';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';
import { roleOf, type SessionState } from './session';

const user = (type: TSessionUser['type'], orgId?: string): SessionState => {
  const data = {
    uid: 'u',
    type,
    email: '',
    name: '',
    mustChangePassword: false,
    ...(orgId ? { orgId } : {}),
  };
  return { status: 'signedIn', user: data, role: roleOf(data) };
};
const visitor: SessionState = { status: 'visitor' };
const individual = user('custom');
const orgUser = user('user', 'school');
const orgAdmin = user('admin', 'school');

describe('decideAccess', () => {
  it('lets anyone see public pages, even while the session loads', () => {
    expect(decideAccess('anyone', { status: 'loading' })).toEqual({ kind: 'allow' });
    expect(decideAccess('anyone', visitor)).toEqual({ kind: 'allow' });
  });

  it('waits for the session before deciding a gated page (its body is not rendered)', () => {
    expect(decideAccess('signedIn', { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends visitors home with the members-only message (the organisation one on organisation pages)', () => {
    expect(decideAccess('signedIn', visitor)).toEqual({ kind: 'deny', message: 'gate.membersOnly' });
    expect(decideAccess('individual', visitor)).toEqual({ kind: 'deny', message: 'gate.membersOnly' });
    expect(decideAccess('organisation', visitor)).toEqual({ kind: 'deny', message: 'gate.orgMembersOnly' });
  });

  it('keeps individuals out of organisation pages and organisation users out of individual ones', () => {
    expect(decideAccess('organisation', individual)).toEqual({ kind: 'deny', message: 'gate.orgUsersOnly' });
    expect(decideAccess('individual', orgUser)).toEqual({ kind: 'deny', message: 'gate.personalUsersOnly' });
    expect(decideAccess('individual', orgAdmin)).toEqual({ kind: 'deny', message: 'gate.personalUsersOnly' });
    expect(decideAccess('individual', individual)).toEqual({ kind: 'allow' });
    expect(decideAccess('organisation', orgUser)).toEqual({ kind: 'allow' });
  });

  it('lets only organisation admins into admin pages', () => {
    expect(decideAccess('orgAdmin', orgUser)).toEqual({ kind: 'deny', message: 'gate.orgAdminsOnly' });
    expect(decideAccess('orgAdmin', orgAdmin)).toEqual({ kind: 'allow' });
  });

  it('lets every member into member pages', () => {
    for (const s of [individual, orgUser, orgAdmin])
      expect(decideAccess('signedIn', s)).toEqual({ kind: 'allow' });
  });
});
