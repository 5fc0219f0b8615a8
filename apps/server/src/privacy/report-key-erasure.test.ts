import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { attempts } from '../db/schema/attempts.js';
import { auditLog } from '../db/schema/back-office.js';
import { examinees } from '../db/schema/orders.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { reports } from '../db/schema/results.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, carefulAnswer, enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { destroyDue } from './destroy-due.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff' | 'teacher', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'keyschool');
  await createTestStaff(t.database.db, 'clerk44', 'operator');
  cookies.org = await login(t, 'admin1', { orgId: 'keyschool' });
  cookies.teacher = await login(t, 'user1', { orgId: 'keyschool' });
  cookies.staff = await loginStaffCookie(t, 'clerk44');
}, 60_000);
afterAll(() => t.close());

async function readyReport(sk: string) {
  for (let wait = 0; wait < 100; wait += 1) {
    const [row] = await t.database.db.select().from(reports).where(eq(reports.projectSk, sk));
    if (row?.status === 'ready') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the report was not made in 20 s');
}

/** A class whose one pupil took the test and has their own report link, as a pupil holds it. */
async function pupilWithKey(name: string) {
  const { sk, key, codes } = await openClass(t, cookies, 1, 14);
  const pupil = examinee(key, codes[0]!, { num: 1, name, email: 'pupil@example.com' });
  const entered = await enter(t, pupil);
  await answerAllAndSubmit(t, key, entered.cookie, carefulAnswer);
  expect((await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org })).status).toBe(
    200,
  );
  const report = await readyReport(sk);
  const [row] = await t.database.db.select().from(examinees).where(eq(examinees.projectSk, sk));
  return {
    sk,
    examineeSk: row!.sk,
    held: { SK: report.key, TYPE: 'student' as const, name, birthday: pupil.dob },
  };
}

const ask = (held: object, extra: object = {}) =>
  t.call('askErasureByReportKey', {
    ...held,
    email: 'parent@example.com',
    message: '전학으로 삭제 원함',
    confirm: true,
    ...extra,
  } as never);
const requestOf = async (examineeSk: string) =>
  (await t.database.db.select().from(erasureRequests)).filter((row) => row.examineeSks.includes(examineeSk));
const mailsTo = (template: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.to, 'parent@example.com')));

describe('a pupil or parent with a report key', () => {
  it('sees what is held, asks the company to erase it, and staff confirm: the job erases it and mails the receipt', async () => {
    const { sk, examineeSk, held } = await pupilWithKey('한가람');

    // the wrong birth date opens nothing, as the download refuses
    const wrong = await t.call('getHeldData', { ...held, birthday: '20000101' });
    expect(wrong.body.error?.fields).toEqual({ SK: 'reports:v.noMatch' });
    const shown = await t.call('getHeldData', held);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toMatchObject({
      name: '한가람',
      dob: held.birthday,
      organisation: expect.stringContaining('keyschool'),
      email: 'pupil@example.com',
      keptUntil: null,
      identityYears: 3,
      erasure: null,
    });
    expect(shown.body.submittedAt).toEqual(expect.any(Number));

    // confirmation is asked; a wrong name asks nothing
    expect((await ask(held, { confirm: false })).body.error?.fields).toEqual({
      confirm: 'privacy:v.confirmRequired',
    });
    expect((await ask({ ...held, name: '다른이' })).body.error?.fields).toEqual({ SK: 'reports:v.noMatch' });
    const asked = await ask(held);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await ask(held)).body.error?.fields).toEqual({ SK: 'privacy:v.alreadyAsked' });
    // it waits for staff: nothing is marked for the job yet, and the job erases nothing
    const [pupil] = await t.database.db.select().from(examinees).where(eq(examinees.sk, examineeSk));
    expect(pupil!.eraseRequestedAt).toBeNull();
    expect((await destroyDue(t.database, t.files, { now: new Date(), origin: 'https://x' })).examinees).toBe(
      0,
    );
    expect((await t.call('getHeldData', held)).body.erasure).toBe('waiting');
    // the audit log keeps the request, with the address it came from and no account
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'askErasureByReportKey'));
    expect(row).toMatchObject({ staffId: null, memberId: null, ip: expect.any(String) });

    // staff see it waiting, with the pupil's name and class; a school's teacher may not decide it
    const list = await t.call('adminListErasureRequests', { state: 'waiting' }, { cookie: cookies.staff });
    const [request] = list.body.items.filter((item) => item.name === '한가람');
    expect(request).toMatchObject({
      source: 'company',
      state: 'waiting',
      receiptTo: 'parent@example.com',
      message: '전학으로 삭제 원함',
    });
    expect(
      (
        await t.call(
          'adminDecideErasureRequest',
          { id: request!.id, decision: 'confirm' },
          { cookie: cookies.teacher },
        )
      ).status,
    ).toBe(401);
    const confirm = () =>
      t.call(
        'adminDecideErasureRequest',
        { id: request!.id, decision: 'confirm' },
        { cookie: cookies.staff },
      );
    // a test being answered holds the confirmation back; an attempt retired for a retest takes no
    // more answers, and holds nothing back
    const [attempt] = await t.database.db.select().from(attempts).where(eq(attempts.examineeSk, examineeSk));
    await t.database.db.update(attempts).set({ state: 'answering' }).where(eq(attempts.id, attempt!.id));
    expect((await confirm()).body.error?.fields).toEqual({ id: 'privacy:v.answering' });
    await t.database.db.update(attempts).set({ retiredAt: new Date() }).where(eq(attempts.id, attempt!.id));
    const confirmed = await confirm();
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(
      (
        await t.call(
          'adminDecideErasureRequest',
          { id: request!.id, decision: 'decline', reason: '늦음' },
          { cookie: cookies.staff },
        )
      ).body.error?.fields,
    ).toEqual({ id: 'admin:v.erasureDecided' });

    await destroyDue(t.database, t.files, { now: new Date(), origin: 'https://x' });
    const [erased] = await t.database.db.select().from(examinees).where(eq(examinees.projectSk, sk));
    expect(erased!.erasedAt).not.toBeNull();
    expect(erased!.name).not.toBe('한가람');
    const [done] = await requestOf(examineeSk);
    expect(done!.doneAt).not.toBeNull();
    expect(await mailsTo('erasure-done')).toHaveLength(1);
    // the key opens nothing any more
    expect((await t.call('getHeldData', held)).body.error?.fields).toEqual({ SK: 'reports:v.erased' });
  }, 90_000);

  it('is told why when staff decline, keeps the data, and may ask again', async () => {
    const { examineeSk, held } = await pupilWithKey('두리');
    expect((await ask(held)).status).toBe(200);
    const [request] = await requestOf(examineeSk);
    const declined = await t.call(
      'adminDecideErasureRequest',
      { id: request!.id, decision: 'decline', reason: '학교의 진로 상담이 끝날 때까지 보관이 필요합니다' },
      { cookie: cookies.staff },
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const [mail] = await mailsTo('erasure-declined');
    expect(mail!.text).toContain('학교의 진로 상담이 끝날 때까지 보관이 필요합니다');
    await destroyDue(t.database, t.files, { now: new Date(), origin: 'https://x' });
    const [kept] = await t.database.db.select().from(examinees).where(eq(examinees.sk, examineeSk));
    expect(kept!.erasedAt).toBeNull();
    expect(kept!.eraseRequestedAt).toBeNull();
    expect((await t.call('getHeldData', held)).body.erasure).toBe('declined');
    expect((await ask(held)).status).toBe(200);
    expect((await t.call('getHeldData', held)).body.erasure).toBe('waiting');
  }, 90_000);
});
