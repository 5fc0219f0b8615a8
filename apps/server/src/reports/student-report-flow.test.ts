import { testFamilyNames } from '@putt/contract/instrument-names';
import { addDays } from '@putt/contract/dates';
import { REPORT_DOWNLOAD_FAILURES, REPORT_KEY_HOLD } from '@putt/contract/reports';
import type { ResultStatus } from '@putt/contract/results';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { CSRF_HEADER, CSRF_VALUE } from '../http/api-routes.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { createIndividual, login } from '../testing/members.js';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { readyStudentReport, takenPersonalTest } from '../testing/taken-test.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'member' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await seedDemoBanks(t.database.db);
  await seedDemoNorms(t.database.db);
  await createIndividual(t.database.db, 'parent01');
  await createTestStaff(t.database.db, 'clerk12', 'operator');
  cookies.member = await login(t, 'parent01');
  cookies.staff = await loginStaffCookie(t, 'clerk12');
});
afterAll(() => t.close());

const takenTest = () => takenPersonalTest(t, cookies);
const readyReport = (projectSk: string) => readyStudentReport(t, projectSk);

const download = (body: object, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/documents/reports/download',
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'x-forwarded-for': ip },
    payload: body,
  });

describe("an individual's student report", () => {
  it('is made after the submit and its link mailed to the applicant and the examinee (the address given at entry); the name and birth date download it', async () => {
    const { order, projectSk } = await takenTest();
    const report = await readyReport(projectSk);
    expect(report.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.template, 'report-ready'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['haneul@example.com', 'parent@example.com']);
    expect(mails[0]!.text).toContain(`/ReportDownload/${report.key}/student`);
    expect(mails[0]!.text).not.toContain('%PDF');

    const right = {
      SK: report.key,
      TYPE: 'student',
      name: order.examinee.name,
      birthday: order.examinee.dob,
    };
    const got = await download(right);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(encodeURIComponent('김하늘.pdf'));
    const pages = await pageTexts(got.rawPayload);
    expect(pages).toHaveLength(8);
    expect(flat(pages[0]!)).toContain('김하늘');
    // an individual's test has no class: the cover says 개인 응시 and names the test only as such
    expect(flat(pages[0]!)).toContain('개인응시');
    expect(flat(pages[0]!)).not.toContain('학급');
    expect(flat(pages[0]!)).toContain(flat(`${testFamilyNames.putt.ko} (초등)`));
    expect(flat(pages[1]!)).toContain(flat(testFamilyNames.putt.ko));
    // typed with a space inside the name, as a parent may
    expect((await download({ ...right, name: '김 하늘' })).statusCode).toBe(200);

    // spec-1 §4: the member's report request sends the report made at submit again
    const again = await t.call(
      'requestProjectReportGeneration',
      { SK: projectSk },
      { cookie: cookies.member },
    );
    expect(again.body).toEqual({ message: 'success', queued: 0, mailed: 2 });
    const resent = await t.database.db.select().from(outbox).where(eq(outbox.template, 'report-ready'));
    expect(resent).toHaveLength(4);

    // after the period, the family is sent to my page (a school's pupil to the school: decision 028)
    await t.database.db
      .update(reports)
      .set({ linkUntil: new Date(Date.now() - 1000) })
      .where(eq(reports.id, report.id));
    const late = await download(right);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.fields).toEqual({ SK: 'reports:v.expired' });
    // the same answer whatever birth date is typed: it never tells a guesser which one is right
    const lateWrong = await download({ ...right, birthday: '20000101' });
    expect([lateWrong.statusCode, lateWrong.json()]).toEqual([late.statusCode, late.json()]);
  });

  it('answers a wrong birth date like an unknown key, counts it, and holds back the address after 10', async () => {
    const { order, projectSk } = await takenTest();
    const report = await readyReport(projectSk);
    const wrong = { SK: report.key, TYPE: 'student', name: order.examinee.name, birthday: '20000101' };
    const unknown = await download({ ...wrong, SK: 'x'.repeat(22) }, '10.9.1.1');
    const bad = await download(wrong, '10.9.1.1');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual(unknown.json());
    expect(bad.json().error.fields).toEqual({ SK: 'reports:v.noMatch' });
    for (let i = 1; i < REPORT_DOWNLOAD_FAILURES.limit; i += 1) await download(wrong, '10.9.1.1');
    const right = { ...wrong, birthday: order.examinee.dob };
    const held = await download(right, '10.9.1.1');
    expect(held.statusCode).toBe(429);
    // the answer says how long: about the ten minutes' window, in the body and the header
    const wait = held.json().error.retryAfter as number;
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(held.headers['retry-after']).toBe(String(wait));
    expect((await download(right, '10.9.1.2')).statusCode).toBe(200);
    expect((await download({ ...right, birthday: '2011' }, '10.9.1.2')).json().error.fields).toEqual({
      birthday: 'reports:v.birthdayDigits',
    });
  });

  it('holds the key after a few wrong birth dates from many addresses, whatever comes after; the family releases it', async () => {
    const { order, projectSk } = await takenTest();
    const report = await readyReport(projectSk);
    const year = order.examinee.dob.slice(0, 4);
    const answers: { status: number; field: string }[] = [];
    // each day of the birth year from an address of its own, up to the right one
    for (let i = 0; i < 366; i += 1) {
      const birthday = addDays(`${year}0101`, i);
      const res = await download(
        { SK: report.key, TYPE: 'student', name: order.examinee.name, birthday },
        `10.66.${i >> 8}.${i & 255}`,
      );
      answers.push({ status: res.statusCode, field: res.json().error?.fields?.SK });
      if (birthday === order.examinee.dob) break;
    }
    expect(answers.length).toBeGreaterThan(REPORT_KEY_HOLD);
    expect(answers.some((answer) => answer.status === 200)).toBe(false);
    expect(answers.slice(0, REPORT_KEY_HOLD - 1).every((a) => a.field === 'reports:v.noMatch')).toBe(true);
    expect(
      answers.slice(REPORT_KEY_HOLD - 1).every((a) => a.status === 403 && a.field === 'reports:v.keyHeld'),
    ).toBe(true);

    // the family sees the held link on its order and releases it; the report downloads again
    const [project] = await t.database.db.select().from(projects).where(eq(projects.sk, projectSk));
    const detail = await t.call(
      'getOrderProjectsContainsExamninees',
      { SK: project!.orderSk },
      { cookie: cookies.member },
    );
    const held = detail.body.Item.projects.find((shown) => shown.SK === projectSk)?.held;
    expect(held).toEqual([{ num: 1, entry: false, report: true }]);
    const released = await t.call('releaseHeldPlace', { SK: projectSk, num: 1 }, { cookie: cookies.member });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const right = {
      SK: report.key,
      TYPE: 'student',
      name: order.examinee.name,
      birthday: order.examinee.dob,
    };
    expect((await download(right, '10.66.9.9')).statusCode).toBe(200);
  });

  it('answers like an unknown key while staff hold the result or retire it for a retest, and downloads once it is released again', async () => {
    const { order, projectSk } = await takenTest();
    const report = await readyReport(projectSk);
    const right = {
      SK: report.key,
      TYPE: 'student',
      name: order.examinee.name,
      birthday: order.examinee.dob,
    };
    const unknown = (await download({ ...right, SK: 'y'.repeat(22) }, '10.9.2.1')).json();
    const setStatus = (status: ResultStatus) =>
      t.database.db.update(results).set({ status }).where(eq(results.id, report.resultId!));
    for (const status of ['held', 'retest'] as const) {
      await setStatus(status);
      const refused = await download(right, '10.9.2.2');
      expect(refused.statusCode, status).toBe(404);
      expect(refused.json(), status).toEqual(unknown);
    }
    await setStatus('released');
    expect((await download(right, '10.9.2.2')).statusCode).toBe(200);
  });

  it("is in the member's order detail to download, theirs alone, and ending the test mails its link again", async () => {
    const { projectSk } = await takenTest();
    const report = await readyReport(projectSk);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.sk, projectSk));
    const detail = await t.call(
      'getOrderProjectsContainsExamninees',
      { SK: project!.orderSk },
      { cookie: cookies.member },
    );
    const shown = detail.body.Item.projects.find((p) => p.SK === projectSk)!;
    expect(shown.examinees.map((person) => person.report_file)).toEqual([report.key]);

    const get = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/documents/reports/${report.key}/student.pdf`,
        headers: cookie ? { cookie } : {},
      });
    const mine = await get(cookies.member);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(await pageTexts(mine.rawPayload)).toHaveLength(8);
    await createIndividual(t.database.db, 'parent02');
    const other = await get(await login(t, 'parent02'));
    const missing = await t.app.inject({
      method: 'GET',
      url: `/documents/reports/${'x'.repeat(22)}/student.pdf`,
      headers: { cookie: cookies.member },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get()).statusCode).toBe(404);
    expect((await get(cookies.staff)).statusCode).toBe(200);

    const before = (await t.database.db.select().from(outbox).where(eq(outbox.template, 'report-ready')))
      .length;
    expect((await t.call('closeOneProject', { SK: projectSk }, { cookie: cookies.member })).status).toBe(200);
    const after = await t.database.db.select().from(outbox).where(eq(outbox.template, 'report-ready'));
    expect(after).toHaveLength(before + 2);
  });

  it('is not made for an organisation at submit: its reports wait for its request', async () => {
    const [anyExaminee] = await t.database.db.select().from(examinees).limit(1);
    expect(anyExaminee).toBeDefined();
    const organisationReports = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .innerJoin(projects, eq(projects.sk, reports.projectSk))
      .innerJoin(orders, eq(orders.sk, projects.orderSk))
      .where(eq(orders.type, 'organisation'));
    expect(organisationReports).toEqual([]);
  });
});
