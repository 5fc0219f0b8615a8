import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../accounts/create-member.js';
import { withdrawMember } from '../../../accounts/withdraw-member.js';
import { members, outbox, sessions } from '../../../db/schema/accounts.js';
import { auditLog } from '../../../db/schema/back-office.js';
import { createIndividual, createOrganisation, login, PASSWORD } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { SECRET_PLACEHOLDER } from '../../../mail/secret.js';

let t: TestApp;
let cookie: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(db(), 'clerk', 'operator');
  cookie = await loginStaffCookie(t, 'clerk');
});
afterAll(() => t.close());

const memberRow = async (id: string) => (await db().select().from(members).where(eq(members.id, id)))[0]!;
const changesOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.kind, 'change')));
const openSessions = (memberId: string) =>
  db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));

/** A member's login answer: the error code, or 0 when it worked. */
async function loginCode(uid: string, password = PASSWORD, orgId?: string): Promise<number> {
  const res = orgId
    ? await t.call('loginUser', { loginType: 'org', loginData: { orgId, uid, password } })
    : await t.call('loginUser', { loginType: 'custom', loginData: { uid, password } });
  return res.body.error?.code ?? 0;
}

/**
 * The temporary password the mail carries: until it is sent, the outbox keeps it beside the body,
 * which holds only a placeholder (mail/secret.ts).
 */
function passwordInMail(mail: { text: string; secret: string | null }): string {
  expect(mail.text).toContain(SECRET_PLACEHOLDER);
  expect(mail.text).not.toContain(mail.secret);
  return mail.secret!;
}

describe('adminLockMember and adminUnlockMember', () => {
  it('locking signs the member out at once and refuses their login (101) until unlocked', async () => {
    const member = await createIndividual(db(), 'lockme', { name: '잠금대상' });
    const memberCookie = await login(t, 'lockme');
    expect((await t.call('getMemberInfo', {}, { cookie: memberCookie })).status).toBe(200);

    const res = await t.call('adminLockMember', { id: member.id, reason: '  결제 사기 의심  ' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'success' });
    expect((await memberRow(member.id)).lockedAt).toBeInstanceOf(Date);
    expect(await openSessions(member.id)).toEqual([]);
    expect((await t.call('getMemberInfo', {}, { cookie: memberCookie })).body.error?.code).toBe(100);
    expect(await loginCode('lockme')).toBe(101);

    const [change] = await changesOf(member.id);
    expect(change).toMatchObject({
      action: 'adminLockMember',
      staffLogin: 'clerk',
      targetType: 'member',
      subject: '잠금대상 (lockme)',
      detail: { reason: '결제 사기 의심' },
    });

    const again = await t.call('adminLockMember', { id: member.id, reason: '다시' }, { cookie });
    expect(again.status).toBe(409);

    const unlocked = await t.call('adminUnlockMember', { id: member.id }, { cookie });
    expect(unlocked.status).toBe(200);
    expect((await memberRow(member.id)).lockedAt).toBeNull();
    expect(await loginCode('lockme')).toBe(0);
    expect((await changesOf(member.id)).map((c) => c.action).sort()).toEqual([
      'adminLockMember',
      'adminUnlockMember',
    ]);

    // unlocking a member who is not locked is refused, not a silent no-op
    expect((await t.call('adminUnlockMember', { id: member.id }, { cookie })).status).toBe(409);
  });

  it('locks organisation members too', async () => {
    const { user } = await createOrganisation(db(), 'lockorg');
    expect((await t.call('adminLockMember', { id: user.id, reason: '퇴직' }, { cookie })).status).toBe(200);
    expect(await loginCode('user1', PASSWORD, 'lockorg')).toBe(101);
    expect(await loginCode('admin1', PASSWORD, 'lockorg')).toBe(0);
  });

  it('refuses to lock a withdrawn member (409) and writes nothing', async () => {
    const member = await createIndividual(db(), 'gone');
    await withdrawMember(db(), member.id);
    const res = await t.call('adminLockMember', { id: member.id, reason: '정리' }, { cookie });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe(409);
    expect((await memberRow(member.id)).lockedAt).toBeNull();
    expect(await changesOf(member.id)).toEqual([]);
  });

  it('needs a reason to lock, and answers NOT_FOUND for an unknown member', async () => {
    const member = await createIndividual(db(), 'noreason');
    const blank = await t.call('adminLockMember', { id: member.id, reason: '   ' }, { cookie });
    expect(blank.body.error?.code).toBe(600);
    expect(blank.body.error?.fields?.reason).toBe('admin:v.reasonRequired');
    expect((await memberRow(member.id)).lockedAt).toBeNull();
    const unknown = await t.call(
      'adminLockMember',
      { id: '00000000-0000-4000-8000-000000000000', reason: '사유' },
      { cookie },
    );
    expect(unknown.body.error?.code).toBe(300);
  });

  it('is refused to a member cookie', async () => {
    const member = await createIndividual(db(), 'selflock');
    const memberCookie = await login(t, 'selflock');
    const res = await t.call('adminLockMember', { id: member.id, reason: '사유' }, { cookie: memberCookie });
    expect(res.status).toBe(401);
    expect((await memberRow(member.id)).lockedAt).toBeNull();
  });
});

describe('adminResetMemberPassword', () => {
  it('mails a temporary password that replaces the old one, signs the member out, never answers it', async () => {
    const member = await createIndividual(db(), 'forgetful', { name: '망각', email: 'forget@example.com' });
    const memberCookie = await login(t, 'forgetful');

    const res = await t.call('adminResetMemberPassword', { id: member.id }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'success' });

    const [mail] = await db().select().from(outbox).where(eq(outbox.to, 'forget@example.com'));
    expect(mail).toMatchObject({
      template: 'staff-password-reset',
      subject: '[창의인재연구소] 임시 비밀번호 안내',
    });
    const temporary = passwordInMail(mail!);
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(res.body)).not.toContain(temporary);

    expect((await memberRow(member.id)).mustChangePassword).toBe(true);
    expect(await openSessions(member.id)).toEqual([]);
    expect((await t.call('getMemberInfo', {}, { cookie: memberCookie })).body.error?.code).toBe(100);
    expect(await loginCode('forgetful')).toBe(150);
    expect(await loginCode('forgetful', temporary)).toBe(0);

    const [change] = await changesOf(member.id);
    expect(change).toMatchObject({
      action: 'adminResetMemberPassword',
      subject: '망각 (forgetful)',
      detail: { mailedTo: 'forget@example.com', outboxId: mail!.id },
    });
    expect(JSON.stringify(change!.detail)).not.toContain(temporary);
  });

  it('tells an organisation member the organisation ID to log in with', async () => {
    const { admin } = await createOrganisation(db(), 'resetorg');
    expect((await t.call('adminResetMemberPassword', { id: admin.id }, { cookie })).status).toBe(200);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'admin@example.com'), eq(outbox.template, 'staff-password-reset')));
    expect(mail!.text).toContain('기관 ID resetorg');
    expect(await loginCode('admin1', passwordInMail(mail!), 'resetorg')).toBe(0);
  });

  it('refuses social-login and withdrawn members (409), changing nothing', async () => {
    const social = await createMember(db(), {
      scope: 'google',
      uid: 'google-7',
      type: 'google',
      email: 'g@example.com',
    });
    const withdrawn = await createIndividual(db(), 'left', { email: 'left@example.com' });
    await withdrawMember(db(), withdrawn.id);
    for (const id of [social.id, withdrawn.id]) {
      const res = await t.call('adminResetMemberPassword', { id }, { cookie });
      expect(res.status).toBe(409);
      expect(await changesOf(id)).toEqual([]);
    }
    expect((await memberRow(social.id)).passwordHash).toBeNull();
    const mails = await db().select().from(outbox).where(eq(outbox.template, 'staff-password-reset'));
    expect(mails.map((m) => m.to).sort()).toEqual(['admin@example.com', 'forget@example.com']);
  });

  it('is refused to a member cookie, leaving the password as it was', async () => {
    const member = await createIndividual(db(), 'victim');
    const memberCookie = await login(t, 'victim');
    const res = await t.call('adminResetMemberPassword', { id: member.id }, { cookie: memberCookie });
    expect(res.status).toBe(401);
    expect(await loginCode('victim')).toBe(0);
  });
});
