import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndividual, createOrganisation, login, PASSWORD } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createIndividual(t.database.db, 'minsu', { name: '김민수' });
  await createOrganisation(t.database.db, 'school01');
});
afterAll(() => t.close());

const custom = (uid: string, password = PASSWORD) =>
  t.call('loginUser', { loginType: 'custom', loginData: { uid, password } });

describe('loginUser', () => {
  it('logs in an individual member with an httpOnly SameSite=Lax cookie', async () => {
    const res = await custom('minsu');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'success' });
    expect('Item' in res.body && res.body.Item).toMatchObject({
      uid: 'minsu',
      type: 'custom',
      name: '김민수',
      mustChangePassword: false,
    });
    const setCookie = String(res.response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('answers the spec texts for an unknown id and a wrong password', async () => {
    const unknown = await custom('nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 130, message: 'User is not exist.' });
    const wrong = await custom('minsu', 'wrong123!');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 150, message: 'Password is not correct.' });
  });

  it('logs in organisation members with the organisation id', async () => {
    const res = await t.call('loginUser', {
      loginType: 'org',
      loginData: { orgId: 'school01', uid: 'admin1', password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Item: { uid: 'admin1', type: 'admin', orgId: 'school01' } });
    const otherOrg = await t.call('loginUser', {
      loginType: 'org',
      loginData: { orgId: 'school99', uid: 'admin1', password: PASSWORD },
    });
    expect(otherOrg.body.error?.code).toBe(130);
    // an organisation member is not an individual member
    expect((await custom('admin1')).body.error?.code).toBe(130);
  });

  it('requires the organisation id, the id and a password of at most 16 characters', async () => {
    const res = await t.call('loginUser', {
      loginType: 'org',
      loginData: { orgId: ' ', uid: '', password: 'x'.repeat(17) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toMatchObject({
      'loginData.orgId': 'v.orgIdRequired',
      'loginData.uid': 'v.idRequired',
      'loginData.password': 'v.passwordMax',
    });
  });

  it('gives a new session on every login and revokes the one the browser had', async () => {
    const first = await login(t, 'minsu');
    const again = await t.call(
      'loginUser',
      { loginType: 'custom', loginData: { uid: 'minsu', password: PASSWORD } },
      { cookie: first },
    );
    expect(again.status).toBe(200);
    expect((await t.call('getSession', {}, { cookie: first })).body.Item).toBeNull();
  });
});

describe('getSession and logoutUser', () => {
  it('tells who is logged in, and nobody after logout', async () => {
    const cookie = await login(t, 'minsu');
    expect((await t.call('getSession', {}, { cookie })).body.Item?.uid).toBe('minsu');
    expect((await t.call('getSession', {})).body.Item).toBeNull();
    const out = await t.call('logoutUser', {}, { cookie });
    expect(out.status).toBe(200);
    expect(String(out.response.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await t.call('getSession', {}, { cookie })).body.Item).toBeNull();
  });

  it('ends a session idle for more than two hours', async () => {
    const cookie = await login(t, 'minsu');
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '121 minutes'`);
    expect((await t.call('getSession', {}, { cookie })).body.Item).toBeNull();
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const cookie = await login(t, 'minsu');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await t.call('getSession', {}, { cookie })).body.Item).toBeNull();
  });
});

describe('login rate limit', () => {
  it('refuses an account after 5 failures in 15 minutes, even with the right password', async () => {
    await createIndividual(t.database.db, 'target');
    for (let i = 0; i < 5; i++) expect((await custom('target', 'wrong123!')).status).toBe(401);
    const blocked = await custom('target');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(800);
    // other accounts from elsewhere are not affected
    expect((await custom('minsu')).status).toBe(200);
  });

  it('keeps the count in the database, so a restarted server still refuses', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select count from rate_limits where key = 'login-fail:custom:target'`,
    )) as unknown as { rows: { count: number }[] };
    expect(Number(rows[0]?.count)).toBe(5);
  });
});
