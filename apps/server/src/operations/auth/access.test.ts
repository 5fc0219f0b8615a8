import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndividual, login, PASSWORD } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://putt.example.com' } });
  await createIndividual(t.database.db, 'secure01');
});
afterAll(() => t.close());

describe('who may call the member operations', () => {
  const memberOnly = [
    ['getMemberInfo', {}],
    ['updateMemberInfo', { email: 'a@example.com' }],
    [
      'changeMemberPassword',
      { old_password: PASSWORD, new_password: 'abcd1234!', new_password_confirm: 'abcd1234!' },
    ],
    ['withdrawUser', {}],
  ] as const;

  for (const [name, input] of memberOnly) {
    it(`refuses ${name} to a visitor with code 100`, async () => {
      const res = await t.call(name, input as never);
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe(100);
    });
  }

  it('refuses a forged or unknown session cookie as a visitor', async () => {
    const res = await t.call('getMemberInfo', {}, { cookie: 'sid=forged-token-value' });
    expect(res.status).toBe(401);
  });
});

describe('session cookie', () => {
  it('is Secure when the public origin is https', async () => {
    const res = await t.call('loginUser', {
      loginType: 'custom',
      loginData: { uid: 'secure01', password: PASSWORD },
    });
    expect(String(res.response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('is accepted for a member and lets them read their own record only', async () => {
    const cookie = await login(t, 'secure01');
    const res = await t.call('getMemberInfo', {}, { cookie });
    expect(res.body.uid).toBe('secure01');
  });
});
