import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoLogins } from './demo-accounts.js';
import { accountsWithPublishedPasswords } from './published-passwords.js';
import { seedDemo } from './seed.js';
import { prepareData } from './startup.js';

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
    expect(admin.body).toMatchObject({ Item: { type: 'admin', orgId: 'demoschool', orgName: '데모중학교' } });
    // the counsellor signs in to the back office and works on counselling only
    const counsellor = await t.call('adminLogin', demoLogins.counsellor);
    expect(counsellor.status).toBe(200);
    expect(JSON.stringify(counsellor.body)).toContain('"role":"counsellor"');
    const cookie = String(counsellor.response.headers['set-cookie']).split(';')[0]!;
    expect((await t.call('adminListCounselling', {}, { cookie })).status).toBe(200);
    expect((await t.call('adminListOrders', {}, { cookie })).status).toBe(403);
  });
});

describe('start-up in production', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(32) };

  it('seeds no demo account without an explicit flag, and none with it', async () => {
    for (const env of [production, { ...production, SEED_DEMO: 'true' }]) {
      const app = await createTestApp({ env });
      try {
        const lines = await prepareData(app.config, app.database, app.files);
        expect(lines.join('\n')).not.toMatch(/demo1234!/);
        expect(await accountsWithPublishedPasswords(app.database.db)).toEqual([]);
        const staffLogin = await app.call('adminLogin', {
          staffId: demoLogins.staff.staffId,
          password: demoLogins.staff.password,
        });
        expect(staffLogin.status).not.toBe(200);
      } finally {
        await app.close();
      }
    }
  });

  it('refuses to start while an account still has a published demo password', async () => {
    const app = await createTestApp({ env: production });
    try {
      await seedDemo(app.database.db, app.files);
      await expect(prepareData(app.config, app.database, app.files)).rejects.toThrow(
        /staff staffadmin: has the demo password.*staff staffcounsel: has the demo password/s,
      );
    } finally {
      await app.close();
    }
  });
});
