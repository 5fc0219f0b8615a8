import { beforeEach, describe, expect, it } from 'vitest';
import { idsFor, readRemembered, saveRemembered } from './remember-id';

beforeEach(() => localStorage.clear());

describe('remember-id', () => {
  it('keeps the ids (never the password) when the option is on', () => {
    saveRemembered(true, { mode: 'org', uid: 'admin1', orgId: 'school01' });
    expect(readRemembered()).toEqual({ mode: 'org', uid: 'admin1', orgId: 'school01' });
    expect(localStorage.getItem('rememberedLogin')).not.toMatch(/password/);
  });

  it('forgets them when a login succeeds with the option off', () => {
    saveRemembered(true, { mode: 'custom', uid: 'minsu', orgId: '' });
    saveRemembered(false, { mode: 'custom', uid: 'minsu', orgId: '' });
    expect(readRemembered()).toBeNull();
  });

  it('refills the ids only in the mode they were saved for', () => {
    const remembered = { mode: 'org' as const, uid: 'admin1', orgId: 'school01' };
    expect(idsFor('org', remembered)).toEqual({ uid: 'admin1', orgId: 'school01' });
    expect(idsFor('custom', remembered)).toEqual({ uid: '', orgId: '' });
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('rememberedLogin', '{oops');
    expect(readRemembered()).toBeNull();
  });
});
