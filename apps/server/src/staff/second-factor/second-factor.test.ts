import { RECOVERY_CODE_PATTERN } from '@putt/contract/admin/second-factor';
import { ErrorCode } from '@putt/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/back-office.js';
import { staffTotp } from '../../db/schema/accounts.js';
import { cookieOf, PASSWORD } from '../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { staffLoginLimits } from '../login-staff.js';
import { totpCodeAt } from './totp.js';

// Issue 43: staff sign in with a second factor. The tests stand in for the staff member's app: they
// read the secret the enrolment shows and compute its codes (totpCodeAt).

const STEP_MS = 30_000;

async function signIn(t: TestApp, staffId: string) {
  const res = await t.call('adminLogin', { staffId, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { step: res.body.step as string, cookie: cookieOf(res.response.headers['set-cookie']) };
}

/** Enrols a factor from `cookie`'s sign-in; answers the secret, the recovery codes and the signed-in cookie. */
async function enrol(t: TestApp, cookie: string) {
  const begun = await t.call('adminBeginTotpEnrolment', {}, { cookie });
  expect(begun.status, JSON.stringify(begun.body)).toBe(200);
  const secret = begun.body.secret as string;
  const confirmed = await t.call(
    'adminConfirmTotpEnrolment',
    { code: totpCodeAt(secret, Date.now()) },
    { cookie },
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const renewed = confirmed.response.headers['set-cookie'];
  return {
    secret,
    begun: begun.body,
    recoveryCodes: confirmed.body.recoveryCodes as string[],
    cookie: renewed ? cookieOf(renewed) : cookie,
  };
}

const dashboard = (t: TestApp, cookie: string) => t.call('adminGetDashboard', {}, { cookie });

describe('outside production the factor is optional', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const id of ['boss2fa', 'clerk2fa', 'guard2fa', 'spare2fa'])
      await createTestStaff(t.database.db, id, id === 'boss2fa' ? 'admin' : 'operator');
  });
  afterAll(() => t.close());

  it('is enrolled from the back office with a QR code, turned on by a code from the app, with ten recovery codes shown once', async () => {
    const { step, cookie } = await signIn(t, 'clerk2fa');
    expect(step).toBe('done');
    const before = await t.call('adminGetSecondFactor', {}, { cookie });
    expect(before.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const begun = await t.call('adminBeginTotpEnrolment', {}, { cookie });
    const secret = begun.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.body.uri).toBe(
      `otpauth://totp/PUTT:clerk2fa?issuer=PUTT&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(begun.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // the secret is kept sealed, never as it was shown
    const [row] = await t.database.db.select().from(staffTotp);
    expect(row!.sealedSecret).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await t.call('adminConfirmTotpEnrolment', { code: '000000' }, { cookie });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({
      code: ErrorCode.WRONG_AUTH_NUMBER,
      fields: { code: 'admin:v.factorCodeWrong' },
    });
    const confirmed = await t.call(
      'adminConfirmTotpEnrolment',
      { code: totpCodeAt(secret, Date.now()) },
      { cookie },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    const after = await t.call('adminGetSecondFactor', {}, { cookie });
    expect(after.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'clerk2fa'), eq(auditLog.action, 'adminConfirmTotpEnrolment')));
    expect(audited).toHaveLength(1);
    // an enrolled factor is not swapped from a session: an administrator resets it first
    const again = await t.call('adminBeginTotpEnrolment', {}, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error?.fields).toEqual({ code: 'admin:v.factorEnrolled' });
  });

  it('then asks for the code after the password; until then the sign-in opens nothing, and a code seen once does not sign in again', async () => {
    const { secret, cookie: enrolled } = await enrol(t, (await signIn(t, 'guard2fa')).cookie);
    await t.call('adminLogout', {}, { cookie: enrolled });

    const waiting = await signIn(t, 'guard2fa');
    expect(waiting.step).toBe('verify');
    expect((await dashboard(t, waiting.cookie)).status).toBe(401);
    expect((await t.call('adminGetSession', {}, { cookie: waiting.cookie })).body.staff).toBeNull();
    expect((await t.call('adminListStaffSessions', {}, { cookie: waiting.cookie })).status).toBe(401);

    // the enrolment's code was taken: the same code (over a shoulder) is refused
    const seen = await t.call(
      'adminVerifySecondFactor',
      { code: totpCodeAt(secret, Date.now()) },
      { cookie: waiting.cookie },
    );
    expect(seen.status).toBe(401);
    expect(seen.body.error?.fields).toEqual({ code: 'admin:v.factorCodeWrong' });

    const next = totpCodeAt(secret, Date.now() + STEP_MS);
    const verified = await t.call(
      'adminVerifySecondFactor',
      { code: ` ${next.slice(0, 3)} ${next.slice(3)} ` },
      { cookie: waiting.cookie },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.staff).toMatchObject({ staffId: 'guard2fa', role: 'operator' });
    const signedIn = cookieOf(verified.response.headers['set-cookie']);
    expect(signedIn).not.toBe(waiting.cookie);
    expect((await dashboard(t, signedIn)).status).toBe(200);
    // the waiting cookie never becomes a signed-in one
    expect((await dashboard(t, waiting.cookie)).status).toBe(401);
    const replay = await t.call('adminVerifySecondFactor', { code: next }, { cookie: waiting.cookie });
    expect(replay.status).toBe(401);
    expect(replay.body.error?.code).toBe(ErrorCode.AUTH_ERROR);
  });

  it('takes each recovery code once, and writes its use to the audit log', async () => {
    const { recoveryCodes } = await enrol(t, (await signIn(t, 'spare2fa')).cookie);
    const code = recoveryCodes[3]!;
    const first = await signIn(t, 'spare2fa');
    const used = await t.call(
      'adminVerifySecondFactor',
      { code: code.toUpperCase() },
      { cookie: first.cookie },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const signedIn = cookieOf(used.response.headers['set-cookie']);
    expect((await t.call('adminGetSecondFactor', {}, { cookie: signedIn })).body.recoveryCodesLeft).toBe(9);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'spare2fa'), eq(auditLog.action, 'adminVerifySecondFactor')));
    expect(audited.map((row) => row.detail)).toEqual([{ recoveryCode: true }]);

    const second = await signIn(t, 'spare2fa');
    const reused = await t.call('adminVerifySecondFactor', { code }, { cookie: second.cookie });
    expect(reused.status).toBe(401);
    expect(reused.body.error?.fields).toEqual({ code: 'admin:v.factorCodeWrong' });
    expect((await dashboard(t, second.cookie)).status).toBe(401);
  });

  it('limits wrong codes like passwords: past the limit even the right code waits', async () => {
    await createTestStaff(t.database.db, 'target2fa', 'operator');
    const { secret } = await enrol(t, (await signIn(t, 'target2fa')).cookie);
    const waiting = await signIn(t, 'target2fa');
    for (let i = 0; i < staffLoginLimits.perAccount; i++) {
      const res = await t.call('adminVerifySecondFactor', { code: '123456' }, { cookie: waiting.cookie });
      expect(res.status).toBe(401);
    }
    const right = await t.call(
      'adminVerifySecondFactor',
      { code: totpCodeAt(secret, Date.now() + STEP_MS) },
      { cookie: waiting.cookie },
    );
    expect(right.status).toBe(429);
    expect(right.response.headers['retry-after']).toBeDefined();
  });

  it('is reset by an administrator, never by oneself: the staff member is signed out and enrols again', async () => {
    await createTestStaff(t.database.db, 'lost2fa', 'operator');
    await enrol(t, (await signIn(t, 'lost2fa')).cookie);
    const lostWaiting = await signIn(t, 'lost2fa');
    const boss = await loginStaffCookie(t, 'boss2fa');
    const operator = (await signIn(t, 'clerk2fa')).cookie;
    expect(
      (await t.call('adminResetSecondFactor', { staffId: 'lost2fa' }, { cookie: operator })).status,
    ).toBe(401);

    const own = await t.call('adminResetSecondFactor', { staffId: 'boss2fa' }, { cookie: boss });
    expect(own.status).toBe(403);
    expect(own.body.error?.fields).toEqual({ staffId: 'admin_staff-accounts:v.factorResetOwn' });
    const reset = await t.call('adminResetSecondFactor', { staffId: 'lost2fa' }, { cookie: boss });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const twice = await t.call('adminResetSecondFactor', { staffId: 'lost2fa' }, { cookie: boss });
    expect(twice.body.error?.fields).toEqual({ staffId: 'admin_staff-accounts:v.factorNone' });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'lost2fa'), eq(auditLog.action, 'adminResetSecondFactor')));
    expect(audited.map((row) => [row.staffLogin, row.detail])).toEqual([
      ['boss2fa', { secondFactor: 'reset' }],
    ]);

    const listed = await t.call('adminListStaff', {}, { cookie: boss });
    const lost = listed.body.items.find((row: { staffId: string }) => row.staffId === 'lost2fa');
    expect(lost?.secondFactor).toBe(false);
    // the waiting sign-in ended with the factor; the next sign-in needs none (not production)
    expect(
      (await t.call('adminVerifySecondFactor', { code: '123456' }, { cookie: lostWaiting.cookie })).status,
    ).toBe(401);
    expect((await signIn(t, 'lost2fa')).step).toBe('done');
  });
});

describe('staff sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createTestStaff(t.database.db, 'bossses', 'admin');
    await createTestStaff(t.database.db, 'clerkses', 'operator');
    await createTestStaff(t.database.db, 'otherses', 'operator');
  });
  afterAll(() => t.close());

  it('are listed to their owner, who ends one of them; an administrator ends another’s, audited; no one else reaches them', async () => {
    const desk = await loginStaffCookie(t, 'clerkses');
    const laptop = await loginStaffCookie(t, 'clerkses');
    const mine = await t.call('adminListStaffSessions', {}, { cookie: desk });
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.items.map((row: { current: boolean }) => row.current)).toEqual([false, true]);
    const laptopId = mine.body.items[0]!.id;
    expect(laptopId).not.toContain(laptop.split('=')[1]);

    const other = await loginStaffCookie(t, 'otherses');
    expect((await t.call('adminListStaffSessions', { staffId: 'clerkses' }, { cookie: other })).status).toBe(
      404,
    );
    expect((await t.call('adminEndStaffSession', { id: laptopId }, { cookie: other })).status).toBe(404);
    expect((await dashboard(t, laptop)).status).toBe(200);

    expect((await t.call('adminEndStaffSession', { id: laptopId }, { cookie: desk })).status).toBe(200);
    expect((await dashboard(t, laptop)).status).toBe(401);
    expect((await t.call('adminListStaffSessions', {}, { cookie: desk })).body.items).toHaveLength(1);

    const boss = await loginStaffCookie(t, 'bossses');
    const theirs = await t.call('adminListStaffSessions', { staffId: 'clerkses' }, { cookie: boss });
    expect(theirs.body.items).toHaveLength(1);
    const theirsOne = theirs.body.items[0]!;
    expect(theirsOne.current).toBe(false);
    expect((await t.call('adminEndStaffSession', { id: theirsOne.id }, { cookie: boss })).status).toBe(200);
    expect((await dashboard(t, desk)).status).toBe(401);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'clerkses'), eq(auditLog.action, 'adminEndStaffSession')));
    expect(audited.map((row) => row.staffLogin).sort()).toEqual(['bossses', 'clerkses']);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(32) } });
    await createTestStaff(t.database.db, 'newcomer', 'counsellor');
  });
  afterAll(() => t.close());

  it('refuses the back office to a password alone: a staff member without a factor enrols one before anything else', async () => {
    const waiting = await signIn(t, 'newcomer');
    expect(waiting.step).toBe('enrol');
    expect((await t.call('adminListCounselling', {}, { cookie: waiting.cookie })).status).toBe(401);
    expect((await t.call('adminGetSecondFactor', {}, { cookie: waiting.cookie })).status).toBe(401);
    // a waiting sign-in is not the second step of an enrolled factor
    expect(
      (await t.call('adminVerifySecondFactor', { code: '123456' }, { cookie: waiting.cookie })).status,
    ).toBe(401);

    const { cookie, recoveryCodes } = await enrol(t, waiting.cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(cookie).not.toBe(waiting.cookie);
    expect((await t.call('adminListCounselling', {}, { cookie })).status).toBe(200);
    expect((await t.call('adminGetSecondFactor', {}, { cookie })).body).toMatchObject({
      enabled: true,
      required: true,
    });
    expect((await signIn(t, 'newcomer')).step).toBe('verify');
  });
});
