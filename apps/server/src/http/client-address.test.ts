import { ErrorCode } from '@putt/contract/errors';
import { desc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loginLimits } from '../accounts/login-member.js';
import { auditLog } from '../db/schema/back-office.js';
import { createIndividual, PASSWORD } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// light-my-request's socket address is 127.0.0.1: "the proxy" in these tests.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Failed logins for different ids (so the per-account limit never trips), each with its own forged address. */
async function failedLogins(app: TestApp, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.call(
      'loginUser',
      { loginType: 'custom', loginData: { uid: `nobody${i}`, password: 'wrong123!' } },
      { headers: { 'x-forwarded-for': forwardedFor(i) } },
    );
    statuses.push(res.body.error?.code ?? 0);
  }
  return statuses;
}

async function lastAuditIp(app: TestApp, forwardedFor: string): Promise<string> {
  await createTestStaff(app.database.db, 'auditor');
  const cookie = await loginStaffCookie(app, 'auditor');
  const res = await app.call(
    'adminListMembers',
    { page: 1, q: '' },
    { cookie, headers: { 'x-forwarded-for': forwardedFor } },
  );
  expect(res.status).toBe(200);
  const [row] = await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!.ip;
}

describe('the client address without a declared proxy (default)', () => {
  it('ignores X-Forwarded-For: forged addresses still reach the per-address login limit', async () => {
    t = await createTestApp();
    const codes = await failedLogins(t, loginLimits.perIp + 5, (i) => `203.0.113.${i + 1}`);
    expect(codes.slice(0, loginLimits.perIp).every((c) => c === ErrorCode.ID_NOT_FOUND)).toBe(true);
    expect(codes.slice(loginLimits.perIp)).toEqual(Array(5).fill(ErrorCode.TOO_MANY_REQUESTS));
  });

  it('records the socket’s address in the audit log, not the forged one', async () => {
    t = await createTestApp();
    expect(await lastAuditIp(t, '198.51.100.7')).toBe('127.0.0.1');
  });

  it('logs its own request id, not one the client chose', async () => {
    t = await createTestApp();
    const res = await t.call('getSession', {}, { headers: { 'x-request-id': 'forged-id' } });
    expect(res.response.headers['x-request-id']).not.toBe('forged-id');
    expect(res.response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('behind a declared proxy (TRUST_PROXY)', () => {
  it('counts each forwarded client on its own, and still limits one client', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const distinct = await failedLogins(t, loginLimits.perIp + 5, (i) => `203.0.113.${i + 1}`);
    expect(distinct).not.toContain(ErrorCode.TOO_MANY_REQUESTS);
    const same = await failedLogins(t, loginLimits.perIp + 1, () => '198.51.100.9');
    expect(same.at(-1)).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('locks an account only for the address that failed on it, and for all past 50 failures', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    await createIndividual(t.database.db, 'target1');
    const attempt = (password: string, from: string) =>
      t!.call(
        'loginUser',
        { loginType: 'custom', loginData: { uid: 'target1', password } },
        { headers: { 'x-forwarded-for': from } },
      );
    for (let i = 0; i < loginLimits.perAccountAndIp; i++) await attempt('wrong123!', '203.0.113.66');
    expect((await attempt(PASSWORD, '203.0.113.66')).body.error?.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await attempt(PASSWORD, '198.51.100.1')).body).toMatchObject({ message: 'success' });

    for (let i = 0; i < loginLimits.perAccount; i++) await attempt('wrong123!', `192.0.2.${i + 1}`);
    expect((await attempt(PASSWORD, '198.51.100.2')).body.error?.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('records the forwarded address in the audit log', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.0/8' } });
    expect(await lastAuditIp(t, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from a peer that is not the declared proxy', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1' } });
    expect(await lastAuditIp(t, '198.51.100.7')).toBe('127.0.0.1');
  });

  it('keeps the proxy’s request id of a plain shape', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const plain = await t.call('getSession', {}, { headers: { 'x-request-id': 'lb-trace-42' } });
    expect(plain.response.headers['x-request-id']).toBe('lb-trace-42');
    const odd = await t.call('getSession', {}, { headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.response.headers['x-request-id']).not.toBe('a b\tc');
  });
});
