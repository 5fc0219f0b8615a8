import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../../db/schema/accounts.js';
import { createIndividual, createOrganisation, login, PASSWORD } from '../../testing/members.js';
import { startSmtpSink, waitFor } from '../../testing/smtp-sink.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@test.local' } });
  await createOrganisation(t.database.db, 'school02');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const join = (uid: string, extra: Record<string, string> = {}) =>
  t.call('joinUser', {
    joinType: 'custom',
    joinData: { uid, password: PASSWORD, email: `${uid}@example.com`, ...extra },
    agreeTerms: true,
  });

describe('joinUser and existMember', () => {
  it('signs up a member who can then log in', async () => {
    expect((await t.call('existMember', { uid: 'newbie1' })).body.data).toBe(0);
    const res = await join('newbie1', { name: '새싹' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'success', Item: { uid: 'newbie1' } });
    expect((await t.call('existMember', { uid: 'newbie1' })).body.data).toBe(1);
    await login(t, 'newbie1');
  });

  it('refuses a sign-up without both agreements, and records when they were given', async () => {
    const refused = await t.call('joinUser', {
      joinType: 'custom',
      joinData: { uid: 'noterms1', password: PASSWORD, email: 'noterms1@example.com' },
      agreeTerms: false as true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ agreeTerms: 'v.termsRequired' });
    expect((await t.call('existMember', { uid: 'noterms1' })).body.data).toBe(0);

    expect((await join('terms001')).status).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'terms001'));
    expect(row?.termsAgreedAt).toBeInstanceOf(Date);
  });

  it('checks every sign-up rule of spec-1 §5 on the server', async () => {
    const res = await t.call('joinUser', {
      joinType: 'custom',
      joinData: { uid: 'ab', password: 'abcdefgh', email: 'nope', name: 'x'.repeat(21) },
      agreeTerms: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({
      'joinData.uid': 'v.idPattern',
      'joinData.password': 'v.passwordPattern',
      'joinData.email': 'v.emailInvalid',
      'joinData.name': 'v.nameMax',
    });
  });

  it('lets exactly one of two racing sign-ups for one id through; the other gets 110', async () => {
    const results = await Promise.all([join('racer01'), join('racer01')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error?.code).toBe(110);
    const rows = await t.database.db.select().from(members).where(eq(members.uid, 'racer01'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a logged-in member', async () => {
    await createIndividual(t.database.db, 'already1');
    const cookie = await login(t, 'already1');
    const res = await t.call(
      'joinUser',
      {
        joinType: 'custom',
        joinData: { uid: 'another1', password: PASSWORD, email: 'a@example.com' },
        agreeTerms: true,
      },
      { cookie },
    );
    expect(res.status).toBe(403);
  });
});

describe('updateMemberInfo', () => {
  it('lets an individual change name and e-mail', async () => {
    await createIndividual(t.database.db, 'editor1');
    const cookie = await login(t, 'editor1');
    const res = await t.call('updateMemberInfo', { name: '편집자', email: 'new@example.com' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: 'editor1', name: '편집자', email: 'new@example.com' });
  });

  it('lets an organisation user change phone, role, position and description', async () => {
    const cookie = await login(t, 'user1', { orgId: 'school02' });
    const res = await t.call(
      'updateMemberInfo',
      {
        email: 'teacher@example.com',
        name: '담임',
        phoneNumber: '010-1234-5678',
        role: '교사',
        position: '3학년 부장',
      },
      { cookie },
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'teacher@example.com'));
    expect(row).toMatchObject({ phoneNumber: '010-1234-5678', role: '교사', position: '3학년 부장' });
  });

  it('refuses organisation admins (their information is not editable) and visitors', async () => {
    const cookie = await login(t, 'admin1', { orgId: 'school02' });
    const admin = await t.call('updateMemberInfo', { email: 'x@example.com' }, { cookie });
    expect(admin.status).toBe(403);
    const visitor = await t.call('updateMemberInfo', { email: 'x@example.com' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error?.code).toBe(100);
  });
});

describe('changeMemberPassword', () => {
  it('checks the old password and the new rules, then signs every session out', async () => {
    await createIndividual(t.database.db, 'changer1');
    const cookie = await login(t, 'changer1');
    const other = await login(t, 'changer1');
    const wrongOld = await t.call(
      'changeMemberPassword',
      { old_password: 'wrong123!', new_password: 'newpass12!', new_password_confirm: 'newpass12!' },
      { cookie },
    );
    expect(wrongOld.body.error?.code).toBe(150);
    const mismatch = await t.call(
      'changeMemberPassword',
      { old_password: PASSWORD, new_password: 'newpass12!', new_password_confirm: 'newpass12?' },
      { cookie },
    );
    expect(mismatch.body.error?.fields).toEqual({ new_password_confirm: 'v.newPasswordMismatch' });
    const weak = await t.call(
      'changeMemberPassword',
      { old_password: PASSWORD, new_password: 'short', new_password_confirm: 'short' },
      { cookie },
    );
    expect(weak.body.error?.fields).toMatchObject({ new_password: 'v.passwordPattern' });

    const ok = await t.call(
      'changeMemberPassword',
      { old_password: PASSWORD, new_password: 'newpass12!', new_password_confirm: 'newpass12!' },
      { cookie },
    );
    expect(ok.status).toBe(200);
    expect((await t.call('getSession', {}, { cookie })).body.Item).toBeNull();
    expect((await t.call('getSession', {}, { cookie: other })).body.Item).toBeNull();
    await login(t, 'changer1', { password: 'newpass12!' });
  });
});

describe('withdrawUser', () => {
  it('removes personal data, keeps the id reserved and signs out', async () => {
    await createIndividual(t.database.db, 'leaver1', { name: '떠나는사람' });
    const cookie = await login(t, 'leaver1');
    expect((await t.call('withdrawUser', {}, { cookie })).status).toBe(200);
    expect((await t.call('getSession', {}, { cookie })).body.Item).toBeNull();
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'leaver1'));
    expect(row).toMatchObject({ name: '', email: '', passwordHash: null });
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
    const again = await t.call('loginUser', {
      loginType: 'custom',
      loginData: { uid: 'leaver1', password: PASSWORD },
    });
    expect(again.body.error?.code).toBe(190);
    expect((await join('leaver1')).body.error?.code).toBe(110);
  });

  it('is refused to organisation members', async () => {
    const cookie = await login(t, 'user1', { orgId: 'school02' });
    expect((await t.call('withdrawUser', {}, { cookie })).status).toBe(403);
  });
});

describe('requestPasswordReset', () => {
  it('e-mails a temporary password over SMTP that logs in and asks for a change', async () => {
    await createIndividual(t.database.db, 'forgot1', { email: 'forgot1@example.com' });
    const res = await t.call('requestPasswordReset', { uid: 'forgot1' }, { headers: { 'x-lang': 'en' } });
    expect(res.status).toBe(200);
    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes('forgot1@example.com')));
    const temporary = mail.raw.match(/^([A-Za-z0-9$@!%*#?&]{12})\s*$/m)?.[1];
    expect(temporary).toBeDefined();
    // the job marks the row sent just after the SMTP server has the mail
    const sentRow = async () => {
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'forgot1@example.com'));
      return row?.status === 'sent' ? row : undefined;
    };
    let row = await sentRow();
    for (let i = 0; !row && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await sentRow();
    }
    expect(row).toMatchObject({ status: 'sent', attempts: 1, template: 'temporary-password' });
    // once sent, the outbox keeps no trace of the password (staff read the outbox)
    expect(row!.secret).toBeNull();
    expect(`${row!.text}${row!.html}`).not.toContain(temporary);

    // the temporary password asks for a new one before it opens a session
    const fresh = await t.call('loginUser', {
      loginType: 'custom',
      loginData: { uid: 'forgot1', password: temporary! },
    });
    expect(fresh.body).toEqual({ message: 'passwordChangeRequired' });
  });

  it('writes the mail in Korean by default', async () => {
    await createIndividual(t.database.db, 'forgot2', { email: 'forgot2@example.com' });
    await t.call('requestPasswordReset', { uid: 'forgot2' });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'forgot2@example.com'));
    expect(row?.subject).toMatch(/임시 비밀번호/);
    expect(row?.text).toMatch(/forgot2 님/);
  });

  it('answers the spec error for an unknown id and limits repeated requests', async () => {
    const unknown = await t.call('requestPasswordReset', { uid: 'ghost99' });
    expect(unknown.body.error).toEqual({ code: 130, message: 'User not found or email missing' });
    await createIndividual(t.database.db, 'spammed1');
    for (let i = 0; i < 3; i++)
      expect((await t.call('requestPasswordReset', { uid: 'spammed1' })).status).toBe(200);
    const limited = await t.call('requestPasswordReset', { uid: 'spammed1' });
    expect(limited.status).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
  });
});

describe('getMemberInfo', () => {
  it('answers the member record, with the organisation block for organisation members', async () => {
    const cookie = await login(t, 'admin1', { orgId: 'school02' });
    const res = await t.call('getMemberInfo', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: 'admin1',
      type: 'admin',
      orgId: 'school02',
      org: { name: 'school02 학교', email: 'school02@example.com' },
    });
    await createIndividual(t.database.db, 'plain01');
    const individual = await t.call('getMemberInfo', {}, { cookie: await login(t, 'plain01') });
    expect(individual.body.org).toBeUndefined();
    expect((await t.call('getMemberInfo', {})).status).toBe(401);
  });
});
