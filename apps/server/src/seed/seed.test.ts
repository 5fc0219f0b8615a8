import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoLogins } from './demo-accounts.js';
import { seedDemo } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the demo logins once, prints them once, and they work', async () => {
    const first = await seedDemo(t.database.db, t.files);
    expect(first.join('\n')).toMatch(/demo1234 \/ demo1234!/);
    expect(await seedDemo(t.database.db, t.files)).toEqual([]);
    await login(t, demoLogins.member.uid, { password: demoLogins.member.password });
    const { organisation } = demoLogins;
    const admin = await t.call('loginUser', {
      loginType: 'org',
      loginData: { orgId: organisation.orgId, uid: organisation.admin, password: organisation.password },
    });
    expect(admin.body.Item).toMatchObject({ type: 'admin', orgId: 'demoschool', orgName: '데모중학교' });
  });
});
