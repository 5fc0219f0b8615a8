import { CODE_USED } from '@putt/contract/survey-entry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../db/schema/accounts.js';
import { reports } from '../db/schema/results.js';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { inspectZip } from '../files/zip-inspect.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, carefulAnswer, enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'otherOrg' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'reporta');
  await createOrganisation(t.database.db, 'reportb');
  await createTestStaff(t.database.db, 'clerk13', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'reporta' });
  cookies.otherOrg = await login(t, 'admin1', { orgId: 'reportb' });
  cookies.staff = await loginStaffCookie(t, 'clerk13');
});
afterAll(() => t.close());

const detailOf = async (orderSk: string, cookie = cookies.org) =>
  (await t.call('getOrderProjectsContainsExamninees', { SK: orderSk }, { cookie })).body.Item.projects[0]!;

async function readyReports(sk: string, count: number, kind = 'student') {
  for (let wait = 0; wait < 100; wait += 1) {
    const rows = (await t.database.db.select().from(reports).where(eq(reports.projectSk, sk))).filter(
      (row) => row.kind === kind,
    );
    if (rows.filter((row) => row.status === 'ready').length === count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${count} reports were not made in 20 s`);
}

const zip = (sk: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/documents/projects/${sk}/reports.zip`, headers: { cookie } });

describe("an organisation's student reports", () => {
  it('are made on request for released results only, counted on the class, and downloaded as one ZIP by the organisation', async () => {
    const { orderSk, sk, key, codes } = await openClass(t, cookies, 3);
    const careful = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, careful.cookie, carefulAnswer);
    const hurried = await enter(t, examinee(key, codes[1]!, { num: 2, name: '김바다', dob: '20110607' }));
    await answerAllAndSubmit(t, key, hurried.cookie, () => 3, 300);
    // nothing is made before the organisation asks
    expect(await t.database.db.select().from(reports).where(eq(reports.projectSk, sk))).toEqual([]);
    expect((await detailOf(orderSk)).reports).toEqual({
      released: 1,
      held: 1,
      queued: 0,
      ready: 0,
      failed: 0,
      teacher: null,
    });

    const asked = await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org });
    expect(asked.body).toEqual({ message: 'success', queued: 1, mailed: 0 });
    await readyReports(sk, 1);
    expect((await detailOf(orderSk)).reports).toEqual({
      released: 1,
      held: 1,
      queued: 0,
      ready: 1,
      failed: 0,
      teacher: null,
    });
    // asking again makes nothing twice
    expect(
      (await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org })).body.queued,
    ).toBe(0);

    const archive = await zip(sk, cookies.org);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(inspectZip(archive.rawPayload)).toEqual({ ok: true, names: ['01_정하늘.pdf'] });
    // the same reports make the same archive later on (a ZIP dates its files to 2 s): each file is
    // dated when its report was made, not when the archive was asked for
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await zip(sk, cookies.org)).rawPayload.equals(archive.rawPayload)).toBe(true);
  });

  it('are nobody else’s: another organisation and a visitor are refused as if the class were missing', async () => {
    const { sk, key, codes } = await openClass(t, cookies, 2);
    const { cookie } = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, cookie, carefulAnswer);
    const foreign = await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.otherOrg });
    const missing = await t.call(
      'requestProjectReportGeneration',
      { SK: 'no-such-class' },
      { cookie: cookies.otherOrg },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await t.call('requestProjectReportGeneration', { SK: sk })).status).toBe(401);
    expect((await zip(sk, cookies.otherOrg)).statusCode).toBe(404);
    expect(await t.database.db.select().from(reports).where(eq(reports.projectSk, sk))).toEqual([]);
  });

  it('are requested no more once the class is closed', async () => {
    const { sk, key, codes } = await openClass(t, cookies, 2);
    await enter(t, examinee(key, codes[0]!, { num: 1 }));
    expect((await t.call('checkSurveyInfo', { SK: key, authCode: codes[0]! })).body.error?.code).toBe(
      CODE_USED,
    );
    await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org });
    const late = await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org });
    expect(late.status).toBe(400);
    expect(late.body.error?.fields).toEqual({ SK: 'v.transitionRefused' });
  });
});

const teacherPdf = (sk: string, cookie?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/documents/projects/${sk}/teacher-report.pdf${query}`,
    headers: cookie ? { cookie } : {},
  });

describe("a class's teacher report", () => {
  it('is made from the released results on request, offered on the class, and made again only after new results', async () => {
    const { orderSk, sk, key, codes } = await openClass(t, cookies, 3);
    const early = await t.call('requestTeacherReportGeneration', { SK: sk }, { cookie: cookies.org });
    expect(early.status).toBe(400);
    expect(early.body.error?.fields).toEqual({ SK: 'v.noResults' });

    const first = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, first.cookie, carefulAnswer);
    const hurried = await enter(t, examinee(key, codes[1]!, { num: 2, name: '김바다', dob: '20110607' }));
    await answerAllAndSubmit(t, key, hurried.cookie, () => 3, 300);
    const asked = await t.call('requestTeacherReportGeneration', { SK: sk }, { cookie: cookies.org });
    expect(asked.body).toEqual({ message: 'success', queued: 1 });
    const [made] = await readyReports(sk, 1, 'teacher');
    const teacher = (await detailOf(orderSk)).reports?.teacher;
    expect(teacher).toEqual({ readyAt: made!.readyAt!.toISOString(), making: false, failed: false });

    const pdf = await teacherPdf(sk, cookies.org);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(
      '담임교사용 결과 보고서.pdf',
    );
    expect((await teacherPdf(sk, cookies.staff)).statusCode).toBe(400);
    const explained = await teacherPdf(sk, cookies.staff, `?reason=${encodeURIComponent('담임 요청')}`);
    expect(explained.statusCode).toBe(200);
    const pages = await pageTexts(pdf.rawPayload);
    expect(pages).toHaveLength(5);
    // one result released, one held for review, one code not used
    expect(flat(pages[0]!)).toContain('등록3명·결과1명·검토중1명·미완료1명');
    expect(flat(pages[3]!)).toContain('정하늘');
    expect(flat(pages[3]!)).toContain('결과검토중');

    // nothing new since: asking again makes nothing
    expect(
      (await t.call('requestTeacherReportGeneration', { SK: sk }, { cookie: cookies.org })).body.queued,
    ).toBe(0);
    const third = await enter(t, examinee(key, codes[2]!, { num: 3, name: '이강', dob: '20110304' }));
    await answerAllAndSubmit(t, key, third.cookie, carefulAnswer);
    expect(
      (await t.call('requestTeacherReportGeneration', { SK: sk }, { cookie: cookies.org })).body.queued,
    ).toBe(1);
    await readyReports(sk, 2, 'teacher');
    const again = await pageTexts((await teacherPdf(sk, cookies.org)).rawPayload);
    expect(flat(again[0]!)).toContain('등록3명·결과2명·검토중1명·미완료0명');
    expect(flat(again[3]!)).toContain('이강');
  });

  it('is nobody else’s, and is asked no more once the class is closed', async () => {
    const { sk, key, codes } = await openClass(t, cookies, 2);
    const { cookie } = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, cookie, carefulAnswer);
    const foreign = await t.call('requestTeacherReportGeneration', { SK: sk }, { cookie: cookies.otherOrg });
    const missing = await t.call(
      'requestTeacherReportGeneration',
      { SK: 'no-such-class' },
      { cookie: cookies.otherOrg },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await t.call('requestTeacherReportGeneration', { SK: sk })).status).toBe(401);
    expect((await teacherPdf(sk, cookies.otherOrg)).statusCode).toBe(404);
    expect((await teacherPdf(sk)).statusCode).toBe(404);
    // before any report: the organisation itself meets 404 too
    expect((await teacherPdf(sk, cookies.org)).statusCode).toBe(404);

    await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org });
    const late = await t.call('requestTeacherReportGeneration', { SK: sk }, { cookie: cookies.org });
    expect(late.status).toBe(400);
    expect(late.body.error?.fields).toEqual({ SK: 'v.transitionRefused' });
    // only the close made reports: the student's and the teacher's, once each
    const made = await t.database.db.select().from(reports).where(eq(reports.projectSk, sk));
    expect(made.map((report) => report.kind).sort()).toEqual(['student', 'teacher']);
  });
});

/** The class-results mails written so far, and those written since (the mail to ask carries no order). */
const classResultsRows = () =>
  t.database.db.select().from(outbox).where(eq(outbox.template, 'class-results'));
const classResultsIds = async () => new Set((await classResultsRows()).map((mail) => mail.id));
const classResultsMails = async (before: Set<string>) =>
  (await classResultsRows()).filter((mail) => !before.has(mail.id));

describe('closing a class', () => {
  it('makes the missing student reports and the teacher report, and mails the contact and the class the results', async () => {
    const { orderSk, sk, key, codes } = await openClass(t, cookies, 3);
    const careful = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, careful.cookie, carefulAnswer);
    const hurried = await enter(t, examinee(key, codes[1]!, { num: 2, name: '김바다', dob: '20110607' }));
    await answerAllAndSubmit(t, key, hurried.cookie, () => 3, 300);
    const sent = await classResultsIds();
    expect((await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org })).status).toBe(200);

    await readyReports(sk, 1, 'student');
    await readyReports(sk, 1, 'teacher');
    const mails = await classResultsMails(sent);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['homeroom@example.com', 'teacher@example.com']);
    const page = `/Mypage/Order/Org/Project/Detail/${encodeURIComponent(orderSk)}`;
    for (const mail of mails) {
      expect(mail.subject).toBe('[창의인재연구소] 2학년 1반 검사가 종료되었습니다: 결과 안내');
      expect(mail.text).toContain('결과가 나온 학생 1명, 응답 검토 중인 학생 1명입니다.');
    }
    // the applicant opens the organisation's My page; the homeroom teacher's address opens no
    // account there, so their mail says whom to ask instead of linking to a page they cannot open
    const to = (address: string) => mails.find((mail) => mail.to === address)!;
    expect(to('teacher@example.com').text).toContain(page);
    expect(to('homeroom@example.com').text).not.toContain(page);
    expect(to('homeroom@example.com').text).toContain('이 메일 주소로는 마이페이지에 들어갈 수 없습니다.');
    expect(to('homeroom@example.com').text).toContain('teacher@example.com');
    // the reports stay to download after the close
    expect((await teacherPdf(sk, cookies.org)).statusCode).toBe(200);
    expect((await zip(sk, cookies.org)).statusCode).toBe(200);
  });

  it("links the homeroom teacher to the class's page when their address is a user of the organisation", async () => {
    await t.database.db
      .update(members)
      .set({ email: 'Homeroom@example.com' })
      .where(eq(members.email, 'user@example.com'));
    const { orderSk, sk, key, codes } = await openClass(t, cookies, 2);
    const careful = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, careful.cookie, carefulAnswer);
    const sent = await classResultsIds();
    expect((await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org })).status).toBe(200);
    const mails = await classResultsMails(sent);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['homeroom@example.com', 'teacher@example.com']);
    for (const mail of mails) {
      expect(mail.text).toContain(`/Mypage/Order/Org/Project/Detail/${encodeURIComponent(orderSk)}`);
    }
  });
});
