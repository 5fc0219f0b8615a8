import { DEFAULT_PUPIL_REPORT_DAYS } from '@putt/contract/projects';
import { REPORT_LINK_DAYS } from '@putt/contract/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { orders } from '../db/schema/orders.js';
import { reports } from '../db/schema/results.js';
import { CSRF_HEADER, CSRF_VALUE } from '../http/api-routes.js';
import { middleClass } from '../testing/classes.js';
import { createOrganisation, login } from '../testing/members.js';
import { orgApplication } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, carefulAnswer, enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'pupila');
  await createTestStaff(t.database.db, 'clerk28', 'operator');
  cookies.org = await login(t, 'admin1', { orgId: 'pupila' });
  cookies.staff = await loginStaffCookie(t, 'clerk28');
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;

async function readyReport(sk: string) {
  for (let wait = 0; wait < 100; wait += 1) {
    const [row] = await t.database.db.select().from(reports).where(eq(reports.projectSk, sk));
    if (row?.status === 'ready') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the report was not made in 20 s');
}

const download = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/documents/reports/download',
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    payload: body,
  });

/** A school's class whose one pupil takes the test with their own address and whose report is made. */
async function pupilWithReport(days: 0 | 14, email: string) {
  const { orderSk, sk, key, codes } = await openClass(t, cookies, 1, days);
  const info = await t.call('getSurveyInfo', { SK: key });
  const pupil = examinee(key, codes[0]!, { num: 1, email });
  const entered = await enter(t, pupil);
  await answerAllAndSubmit(t, key, entered.cookie, carefulAnswer);
  const asked = await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const report = await readyReport(sk);
  const right = { SK: report.key, TYPE: 'student', name: pupil.name, birthday: pupil.dob };
  return { orderSk, info: info.body.Item, report, right };
}

const mailsTo = async (address: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.template, 'report-ready'))).filter(
    (mail) => mail.to === address,
  );

describe("a school pupil's own report link (decision 028)", () => {
  it('reaches the address the pupil typed when the school chose so, opens for the days it chose, and is refused after them in words for a pupil', async () => {
    const { orderSk, info, report, right } = await pupilWithReport(14, 'pupil14@example.com');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, orderSk));
    expect(order!.pupilReportDays).toBe(14);
    expect(info.report_mail).toBe(true);

    const mails = await mailsTo('pupil14@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/ReportDownload/${report.key}/student`);
    expect(mails[0]!.text).toContain('학교(담임 선생님)에 보고서를 요청해 주세요');
    expect(mails[0]!.text).not.toContain('마이페이지');
    // one mail per pupil goes to the pupil alone, never to the contact or the class's teacher
    const all = await t.database.db.select().from(outbox).where(eq(outbox.template, 'report-ready'));
    expect(all.filter((mail) => mail.text.includes(report.key)).map((mail) => mail.to)).toEqual([
      'pupil14@example.com',
    ]);
    const opensFor = report.linkUntil!.getTime() - report.readyAt!.getTime();
    expect(Math.abs(opensFor - 14 * DAY)).toBeLessThan(60_000);

    const got = await download(right);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');

    // the period ends
    await t.database.db
      .update(reports)
      .set({ linkUntil: new Date(Date.now() - 1000) })
      .where(eq(reports.id, report.id));
    const late = await download(right);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.fields).toEqual({ SK: 'reports:v.expiredSchool' });
    // the same answer whatever birth date is typed: it never tells a guesser which one is right
    const lateWrong = await download({ ...right, birthday: '20000101' });
    expect([lateWrong.statusCode, lateWrong.json()]).toEqual([late.statusCode, late.json()]);
  }, 90_000);

  it('sends nothing when the school hands the results out itself, says so at entry, and tells the pupil to ask the school', async () => {
    const { info, right } = await pupilWithReport(0, 'pupil0@example.com');
    expect(info.report_mail).toBe(false);
    expect(await mailsTo('pupil0@example.com')).toEqual([]);
    const refused = await download(right);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.fields).toEqual({ SK: 'reports:v.schoolHandsOut' });
  }, 90_000);

  it('opens for 30 days, as an individual’s does, when the school registered its classes without choosing', async () => {
    const { orderSk } = await openClass(t, cookies, 1);
    const detail = await t.call('getOrder', { SK: orderSk }, { cookie: cookies.org });
    expect(detail.body.Item.pupil_report_days).toBe(DEFAULT_PUPIL_REPORT_DAYS);
    expect(DEFAULT_PUPIL_REPORT_DAYS).toBe(REPORT_LINK_DAYS);
  }, 90_000);

  it('keeps the choice when the classes are saved again without it, and takes only the offered periods', async () => {
    const quoted = await t.call(
      'requestOrgQuotation',
      orgApplication((a) => {
        a.products = [{ prod_id: 'putt_m', quantity: 1, unit_price: 5_500, notes: '' }];
        a.totalPrice = 5_500;
      }),
      { cookie: cookies.org },
    );
    const SK = quoted.body.Item.SK;
    await t.call('adminApproveOrder', { SK }, { cookie: cookies.staff });
    const products = [{ prod_id: 'putt_m', projects: [middleClass('2학년 4반', 1, 1)] }];
    const save = (status: 'approvedTempSave' | 'ready', extra: object) =>
      t.call(
        'changeOrderStatus',
        { status, type: 'organisation', data: { SK, products, ...extra } } as never,
        { cookie: cookies.org },
      );
    const odd = await save('approvedTempSave', { pupil_report_days: 5 });
    expect(odd.status).toBe(400);
    expect(JSON.stringify(odd.body)).toContain('org-orders:v.pupilReportDays');
    expect((await save('approvedTempSave', { pupil_report_days: 7 })).status).toBe(200);
    expect((await save('ready', {})).status).toBe(200);
    const detail = await t.call('getOrder', { SK }, { cookie: cookies.org });
    expect(detail.body.Item.pupil_report_days).toBe(7);
  }, 90_000);
});
