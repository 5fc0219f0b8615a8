import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { staff } from '../../../db/schema/accounts.js';
import { auditLog } from '../../../db/schema/back-office.js';
import { createIndividual, login, PASSWORD } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { staffLoginLimits } from '../../../staff/login-staff.js';
import { STAFF_SESSION_COOKIE } from '../../../auth/sessions.js';

let t: TestApp;
beforeAll(async () => {
  // behind a declared proxy, so failures can come from several addresses (X-Forwarded-For)
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://putt.example.com', TRUST_PROXY: '127.0.0.1' } });
  await createTestStaff(t.database.db, 'boss', 'admin');
  await createTestStaff(t.database.db, 'helper', 'operator');
  await createIndividual(t.database.db, 'member01');
});
afterAll(() => t.close());

describe('staff sign-in', () => {
  it('opens a staff session in its own strict, secure, httpOnly cookie that lives 10 hours at most', async () => {
    const res = await t.call('adminLogin', { staffId: 'boss', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.staff).toEqual({ staffId: 'boss', name: 'boss 직원', role: 'admin' });
    const cookie = String(res.response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=36000/);
  });

  it('answers a wrong password and an unknown id alike (150)', async () => {
    const wrong = await t.call('adminLogin', { staffId: 'boss', password: 'nope' });
    const unknown = await t.call('adminLogin', { staffId: 'ghost', password: 'nope' });
    expect(wrong.body.error?.code).toBe(150);
    expect(unknown.body.error?.code).toBe(150);
  });

  it('tells who is signed in, and nobody after sign-out', async () => {
    const cookie = await loginStaffCookie(t, 'helper');
    const before = await t.call('adminGetSession', {}, { cookie });
    expect(before.body.staff?.role).toBe('operator');
    await t.call('adminLogout', {}, { cookie });
    const after = await t.call('adminGetSession', {}, { cookie });
    expect(after.body.staff).toBeNull();
    expect((await t.call('adminGetDashboard', {}, { cookie })).status).toBe(401);
  });

  it('refuses a locked staff account (101) and ends its open sessions', async () => {
    await createTestStaff(t.database.db, 'leaver', 'operator');
    const cookie = await loginStaffCookie(t, 'leaver');
    await t.database.db.update(staff).set({ lockedAt: new Date() }).where(eq(staff.staffId, 'leaver'));
    expect((await t.call('adminGetDashboard', {}, { cookie })).status).toBe(401);
    const res = await t.call('adminLogin', { staffId: 'leaver', password: PASSWORD });
    expect(res.body.error?.code).toBe(101);
  });

  it('is rate-limited per account after repeated failures, even with the right password (429)', async () => {
    await createTestStaff(t.database.db, 'target', 'operator');
    for (let i = 0; i < staffLoginLimits.perAccount; i++) {
      await t.call(
        'adminLogin',
        { staffId: 'target', password: 'wrong' },
        { headers: { 'x-forwarded-for': `10.0.0.${i}` } },
      );
    }
    const res = await t.call('adminLogin', { staffId: 'target', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.response.headers['retry-after']).toBeDefined();
  });
});

describe('the two cookies stay apart', () => {
  it('a member cookie does not reach a staff operation, nor a staff cookie a member one', async () => {
    const memberCookie = await login(t, 'member01');
    expect((await t.call('adminGetDashboard', {}, { cookie: memberCookie })).status).toBe(401);
    const staffCookie = await loginStaffCookie(t, 'boss');
    expect((await t.call('getMemberInfo', {}, { cookie: staffCookie })).status).toBe(401);
    const both = `${memberCookie}; ${staffCookie}`;
    expect((await t.call('adminGetDashboard', {}, { cookie: both })).status).toBe(200);
    expect((await t.call('getMemberInfo', {}, { cookie: both })).body.uid).toBe('member01');
  });

  it('an operator is refused the administrators’ operations (403), an admin is not', async () => {
    const operator = await loginStaffCookie(t, 'helper');
    const admin = await loginStaffCookie(t, 'boss');
    const input = { page: 1, q: '', from: '', to: '' };
    expect((await t.call('adminListAudit', input, { cookie: operator })).status).toBe(403);
    expect((await t.call('adminListAudit', input, { cookie: admin })).status).toBe(200);
  });
});

describe('dashboard', () => {
  it('counts pending work', async () => {
    const cookie = await loginStaffCookie(t, 'boss');
    const res = await t.call('adminGetDashboard', {}, { cookie });
    expect(res.body).toEqual({
      ordersAwaitingDeposit: 0,
      orgRequestsPending: 0,
      inquiriesNew: 0,
      mailsFailed: 0,
      jobsFailed: 0,
    });
  });
});

describe('audit log', () => {
  it('is append-only: the database refuses updates and deletes', async () => {
    const [boss] = await t.database.db.select().from(staff).where(eq(staff.staffId, 'boss'));
    await t.database.db.insert(auditLog).values({
      staffId: boss!.id,
      staffLogin: 'boss',
      ip: '127.0.0.1',
      action: 'adminGetMember',
      kind: 'view',
      targetType: 'member',
      targetId: 'm-1',
      subject: '홍길동',
    });
    await expect(t.database.db.execute(sql`update audit_log set subject = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, '홍길동'));
    expect(rows).toHaveLength(1);
  });

  it('is searchable by subject, kind and date for administrators', async () => {
    const cookie = await loginStaffCookie(t, 'boss');
    const found = await t.call('adminListAudit', { q: '홍길동', kind: 'view' }, { cookie });
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({
      staffLogin: 'boss',
      action: 'adminGetMember',
      subject: '홍길동',
    });
    const none = await t.call('adminListAudit', { q: '홍길동', kind: 'change' }, { cookie });
    expect(none.body.total).toBe(0);
    const past = await t.call(
      'adminListAudit',
      { q: '홍길동', from: '20200101', to: '20200102' },
      { cookie },
    );
    expect(past.body.total).toBe(0);
  });
});
