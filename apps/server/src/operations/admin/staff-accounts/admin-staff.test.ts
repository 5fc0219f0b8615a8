import type { TStaffAccount } from '@putt/contract/admin/staff-accounts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../db/schema/accounts.js';
import { auditLog } from '../../../db/schema/back-office.js';
import { updateStaff } from '../../../staff/update-staff.js';
import { createIndividual, login, PASSWORD } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let boss: string;
beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(t.database.db, 'boss', 'admin');
  await createTestStaff(t.database.db, 'helper', 'operator');
  await createIndividual(t.database.db, 'member01');
  boss = await loginStaffCookie(t, 'boss');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'newpass2024';

async function account(staffId: string, cookie = boss): Promise<TStaffAccount | undefined> {
  const res = await t.call('adminListStaff', {}, { cookie });
  expect(res.status).toBe(200);
  return (res.body.items as TStaffAccount[]).find((s) => s.staffId === staffId);
}

const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

/** Sets a staff member's row directly: for the states a test starts from. */
const setRow = (staffId: string, values: Partial<typeof staff.$inferInsert>) =>
  t.database.db.update(staff).set(values).where(eq(staff.staffId, staffId));

describe('adminListStaff', () => {
  it('lists every account with role, lock and last sign-in', async () => {
    const boss = await account('boss');
    expect(boss).toMatchObject({ name: 'boss 직원', role: 'admin', locked: false });
    expect(boss?.lastSignInAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await account('helper'))?.lastSignInAt).toBeNull();
  });

  it('is refused to an operator (403) and to a member cookie (401)', async () => {
    const operator = await loginStaffCookie(t, 'helper');
    expect((await t.call('adminListStaff', {}, { cookie: operator })).status).toBe(403);
    const member = await login(t, 'member01');
    expect((await t.call('adminListStaff', {}, { cookie: member })).status).toBe(401);
  });
});

describe('adminCreateStaff', () => {
  it('opens an account that signs in with its initial password, audited without the password', async () => {
    const input = {
      staffId: 'new.staff',
      name: '새 직원',
      role: 'operator',
      password: 'initial2024',
    } as const;
    const res = await t.call('adminCreateStaff', input, { cookie: boss });
    expect(res.status).toBe(200);
    const signIn = await t.call('adminLogin', { staffId: 'new.staff', password: 'initial2024' });
    expect(signIn.body.staff).toEqual({ staffId: 'new.staff', name: '새 직원', role: 'operator' });
    const [audit] = await auditOf('new.staff');
    expect(audit).toMatchObject({ kind: 'change', action: 'adminCreateStaff', staffLogin: 'boss' });
    expect(JSON.stringify(audit?.detail)).not.toContain('initial2024');
  });

  it('answers 110 for a taken id', async () => {
    const input = { staffId: 'helper', name: '중복', role: 'operator', password: 'initial2024' } as const;
    expect((await t.call('adminCreateStaff', input, { cookie: boss })).body.error?.code).toBe(110);
  });

  it('refuses ids and passwords outside the rules (600)', async () => {
    const base = { staffId: 'valid.id', name: '직원', role: 'operator', password: 'initial2024' } as const;
    for (const staffId of ['abc', 'UPPER', 'has space', 'x'.repeat(31)]) {
      expect(
        (await t.call('adminCreateStaff', { ...base, staffId }, { cookie: boss })).body.error?.code,
      ).toBe(600);
    }
    for (const password of ['short1', 'lettersonlyxx', '1234567890']) {
      expect(
        (await t.call('adminCreateStaff', { ...base, password }, { cookie: boss })).body.error?.code,
      ).toBe(600);
    }
    expect(await account('valid.id')).toBeUndefined();
  });

  it('is refused to an operator over HTTP (403)', async () => {
    const operator = await loginStaffCookie(t, 'helper');
    const input = { staffId: 'sneaky', name: '몰래', role: 'admin', password: 'initial2024' } as const;
    expect((await t.call('adminCreateStaff', input, { cookie: operator })).status).toBe(403);
    expect(await account('sneaky')).toBeUndefined();
  });
});

describe('adminUpdateStaff', () => {
  it('renames and re-roles; a promoted operator gets the administrators’ operations at once', async () => {
    await createTestStaff(t.database.db, 'riser', 'operator');
    const cookie = await loginStaffCookie(t, 'riser');
    expect((await t.call('adminListStaff', {}, { cookie })).status).toBe(403);
    const res = await t.call(
      'adminUpdateStaff',
      { staffId: 'riser', name: '승진', role: 'admin', locked: false },
      { cookie: boss },
    );
    expect(res.status).toBe(200);
    expect(await account('riser')).toMatchObject({ name: '승진', role: 'admin' });
    expect((await t.call('adminListStaff', {}, { cookie })).status).toBe(200);
    const [audit] = await auditOf('riser');
    expect(audit?.detail).toEqual({ changes: { name: ['riser 직원', '승진'], role: ['operator', 'admin'] } });
  });

  it('writes nothing when nothing changed', async () => {
    await createTestStaff(t.database.db, 'steady', 'operator');
    const res = await t.call(
      'adminUpdateStaff',
      { staffId: 'steady', name: 'steady 직원', role: 'operator', locked: false },
      { cookie: boss },
    );
    expect(res.status).toBe(200);
    expect(await auditOf('steady')).toEqual([]);
  });

  it('locking ends the open session and refuses sign-in (101); unlocking lets them back in', async () => {
    await createTestStaff(t.database.db, 'leaver', 'operator');
    const cookie = await loginStaffCookie(t, 'leaver');
    expect((await t.call('adminGetDashboard', {}, { cookie })).status).toBe(200);
    const lock = { staffId: 'leaver', name: 'leaver 직원', role: 'operator', locked: true } as const;
    expect((await t.call('adminUpdateStaff', lock, { cookie: boss })).status).toBe(200);
    expect((await account('leaver'))?.locked).toBe(true);
    expect((await t.call('adminGetDashboard', {}, { cookie })).status).toBe(401);
    expect((await t.call('adminLogin', { staffId: 'leaver', password: PASSWORD })).body.error?.code).toBe(
      101,
    );

    expect((await t.call('adminUpdateStaff', { ...lock, locked: false }, { cookie: boss })).status).toBe(200);
    expect((await t.call('adminLogin', { staffId: 'leaver', password: PASSWORD })).status).toBe(200);
    expect((await auditOf('leaver')).map((a) => a.detail)).toEqual([
      { changes: { locked: [false, true] } },
      { changes: { locked: [true, false] } },
    ]);
  });

  it('an administrator cannot lock or demote themselves (409)', async () => {
    await createTestStaff(t.database.db, 'second', 'admin'); // so boss is not the last admin
    const self = { staffId: 'boss', name: 'boss 직원', role: 'admin', locked: false } as const;
    expect((await t.call('adminUpdateStaff', { ...self, locked: true }, { cookie: boss })).status).toBe(409);
    expect((await t.call('adminUpdateStaff', { ...self, role: 'operator' }, { cookie: boss })).status).toBe(
      409,
    );
    expect(await account('boss')).toMatchObject({ role: 'admin', locked: false });
    // renaming oneself is fine
    expect((await t.call('adminUpdateStaff', { ...self, name: '대표' }, { cookie: boss })).status).toBe(200);
    await setRow('boss', { name: 'boss 직원' });
  });

  it('the last unlocked administrator cannot be demoted, even by an admin demoted a moment ago (409)', async () => {
    const { db } = t.database;
    // Leave exactly two unlocked administrators, each about to demote the other.
    await db.update(staff).set({ lockedAt: new Date() }).where(eq(staff.role, 'admin'));
    await createTestStaff(db, 'alpha', 'admin');
    await createTestStaff(db, 'omega', 'admin');
    const alpha = await loginStaffCookie(t, 'alpha');
    const omega = await loginStaffCookie(t, 'omega');
    const demote = (staffId: string) =>
      ({ staffId, name: `${staffId} 직원`, role: 'operator', expertCourse: null, locked: false }) as const;
    try {
      expect((await t.call('adminUpdateStaff', demote('omega'), { cookie: alpha })).status).toBe(200);
      // omega's next request is refused by role...
      expect((await t.call('adminUpdateStaff', demote('alpha'), { cookie: omega })).status).toBe(403);
      // ...and one that passed the role check just before alpha's save committed is refused by the
      // rule: alpha is now the last unlocked administrator.
      const [omegaRow] = await db.select().from(staff).where(eq(staff.staffId, 'omega'));
      const raced = {
        actor: {
          role: 'staff',
          staffId: omegaRow!.id,
          staffLogin: 'omega',
          staffRole: 'admin',
          sessionId: '',
        },
        request: { ip: '127.0.0.1' } as FastifyRequest,
        operation: 'adminUpdateStaff',
      } as const;
      await expect(updateStaff(db, raced, demote('alpha'))).rejects.toMatchObject({ code: 409 });
      await expect(
        updateStaff(db, raced, { ...demote('alpha'), role: 'admin', locked: true }),
      ).rejects.toMatchObject({
        code: 409,
      });
      expect(await account('alpha', alpha)).toMatchObject({ role: 'admin', locked: false });
    } finally {
      await setRow('boss', { lockedAt: null });
    }
  });
});

describe('adminResetStaffPassword', () => {
  it('sets the typed password and ends the open sessions; the old password stops working', async () => {
    await createTestStaff(t.database.db, 'forgetful', 'operator');
    const cookie = await loginStaffCookie(t, 'forgetful');
    const res = await t.call(
      'adminResetStaffPassword',
      { staffId: 'forgetful', password: NEW_PASSWORD },
      { cookie: boss },
    );
    expect(res.status).toBe(200);
    expect((await t.call('adminGetDashboard', {}, { cookie })).status).toBe(401);
    expect((await t.call('adminLogin', { staffId: 'forgetful', password: PASSWORD })).body.error?.code).toBe(
      150,
    );
    expect((await t.call('adminLogin', { staffId: 'forgetful', password: NEW_PASSWORD })).status).toBe(200);
    const [audit] = await auditOf('forgetful');
    expect(audit).toMatchObject({ kind: 'change', action: 'adminResetStaffPassword', staffLogin: 'boss' });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a weak password (600), an unknown account (300) and an operator (403)', async () => {
    const weak = await t.call(
      'adminResetStaffPassword',
      { staffId: 'helper', password: 'short' },
      { cookie: boss },
    );
    expect(weak.body.error?.code).toBe(600);
    const unknown = await t.call(
      'adminResetStaffPassword',
      { staffId: 'ghost', password: NEW_PASSWORD },
      { cookie: boss },
    );
    expect(unknown.body.error?.code).toBe(300);
    const operator = await loginStaffCookie(t, 'helper');
    const refused = await t.call(
      'adminResetStaffPassword',
      { staffId: 'boss', password: NEW_PASSWORD },
      { cookie: operator },
    );
    expect(refused.status).toBe(403);
    expect((await t.call('adminLogin', { staffId: 'boss', password: PASSWORD })).status).toBe(200);
  });
});
