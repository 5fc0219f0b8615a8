import { seoulToday } from '@putt/contract/dates';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../db/schema/accounts.js';
import { CSRF_HEADER, CSRF_VALUE } from '../http/api-routes.js';
import { answers, attempts } from '../db/schema/attempts.js';
import { auditLog } from '../db/schema/back-office.js';
import { files } from '../db/schema/files.js';
import { inquiries } from '../db/schema/inquiries.js';
import { examinees, orderHistory, orders, projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { queueStudentReport } from '../reports/queue-student-report.js';
import { makeStudentReport } from '../reports/student-report-job.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { createIndividual, login } from '../testing/members.js';
import { personalOrder } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { readyStudentReport, takenPersonalTest } from '../testing/taken-test.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { destroyDue } from './destroy-due.js';
import { dueExaminees, yearsBefore } from './due-examinees.js';
import { heldData } from './held-data.js';

let t: TestApp;
const cookies = {} as Record<'member' | 'staff' | 'admin', string>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBanks(t.database.db);
  await seedDemoNorms(t.database.db);
  await createIndividual(t.database.db, 'keeper01');
  await createTestStaff(t.database.db, 'clerk44', 'operator');
  await createTestStaff(t.database.db, 'boss44', 'admin');
  cookies.member = await login(t, 'keeper01');
  cookies.staff = await loginStaffCookie(t, 'clerk44');
  cookies.admin = await loginStaffCookie(t, 'boss44');
}, 60_000);
afterAll(() => t.close());

const run = (now = new Date()) => destroyDue(t.database, t.files, { now, origin: 'https://putt.example' });

/** The examinee, attempt, result and student report of a test taken today. */
async function takenWithReport() {
  const { order, projectSk } = await takenPersonalTest(t, { member: cookies.member, staff: cookies.staff });
  const report = await readyStudentReport(t, projectSk);
  const [examinee] = await t.database.db.select().from(examinees).where(eq(examinees.projectSk, projectSk));
  return { order, projectSk, report, examinee: examinee! };
}

/** Moves the end of a taken test back: its submit happened `days` ago. */
async function endedDaysAgo(examineeSk: string, days: number) {
  await t.database.db
    .update(attempts)
    .set({ submittedAt: new Date(Date.now() - days * DAY) })
    .where(eq(attempts.examineeSk, examineeSk));
}

const download = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/documents/reports/download',
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    payload: body,
  });

const setRules = (identityYears: number) =>
  t.call(
    'adminUpdateSettings',
    { section: 'retention', value: { identityYears, inactiveAccountYears: 1 } },
    { cookie: cookies.admin },
  );

describe('the retention rules', () => {
  it('are shown to anyone, edited by an administrator within their bounds, and their history kept', async () => {
    expect((await t.call('getRetentionRules', {})).body).toMatchObject({
      identityYears: 3,
      inactiveAccountYears: 1,
      orderYears: 5,
      inquiryYears: 3,
      auditLogMinYears: 2,
    });
    const tooLong = await setRules(6);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields?.['value.identityYears']).toBe('admin_settings:v.retentionYears');
    expect(
      (
        await t.call(
          'adminUpdateSettings',
          { section: 'retention', value: { identityYears: 4, inactiveAccountYears: 1 } },
          { cookie: cookies.staff },
        )
      ).status,
    ).toBe(403);
    expect((await setRules(4)).status).toBe(200);
    expect((await t.call('getRetentionRules', {})).body.identityYears).toBe(4);
    expect((await setRules(3)).status).toBe(200);
    const history = await t.call('adminListRetentionHistory', {}, { cookie: cookies.admin });
    expect(history.body.items.map((change) => [change.old?.identityYears, change.new.identityYears])).toEqual(
      [
        [4, 3],
        [3, 4],
      ],
    );
    expect(history.body.items[0]!.staffLogin).toBe('boss44');
  });
});

describe('the destruction job', () => {
  it('erases an examinee whose period is over, with the report file, and keeps the de-identified result; what is not due stays', async () => {
    const due = await takenWithReport();
    const kept = await takenWithReport();
    await endedDaysAgo(due.examinee.sk, 3 * 365 + 2);
    const answersBefore = await answerCount(due.examinee.sk);
    const [resultBefore] = await resultsOf(due.examinee.sk);
    // a long rule makes nothing due; the administrator's rule in force decides
    expect((await setRules(5)).status).toBe(200);
    expect((await run()).examinees).toBe(0);
    expect((await setRules(3)).status).toBe(200);

    const done = await run();
    expect(done.examinees).toBe(1);
    expect(done.files).toBe(1);
    const [erased] = await t.database.db.select().from(examinees).where(eq(examinees.sk, due.examinee.sk));
    expect(erased).toMatchObject({
      name: '',
      dob: null,
      email: '',
      schoolInfo: '',
      gender: due.examinee.gender,
    });
    expect(erased!.erasedAt).not.toBeNull();
    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, due.report.id));
    expect(report).toMatchObject({ status: 'erased', fileId: null });
    expect(await t.files.get(due.report.fileId!)).toBeUndefined();
    expect(await t.database.db.select().from(files).where(eq(files.id, due.report.fileId!))).toEqual([]);
    // answers and scores stay for norms: the result row is the same, tied to no identity
    expect(await answerCount(due.examinee.sk)).toBe(answersBefore);
    expect((await resultsOf(due.examinee.sk))[0]).toEqual(resultBefore);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.sk, (await orderOf(due.projectSk))!));
    // the order's other test is not due: the guardian it names stays with it
    expect(order!.guardianName).toBe(due.order.guardian.name);

    // the audit log names what was destroyed by ids and counts, never by name
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'destroyPersonalData'), eq(auditLog.targetId, due.examinee.sk)));
    expect(row).toMatchObject({ targetType: 'examinee', staffId: null, memberId: null });
    expect(row!.detail).toMatchObject({ reports: 1, files: 1, rule: 'identity' });
    expect(JSON.stringify(row!.detail)).not.toContain(due.order.examinee.name);

    // the one not due is whole
    const [whole] = await t.database.db.select().from(examinees).where(eq(examinees.sk, kept.examinee.sk));
    expect(whole).toMatchObject({ name: kept.order.examinee.name, erasedAt: null });
    expect(await t.files.get(kept.report.fileId!)).toBeDefined();

    // and it falls due when the clock reaches its period
    expect((await run(new Date(Date.now() + 3 * 365 * DAY + 2 * DAY))).examinees).toBe(1);
    const [later] = await t.database.db.select().from(examinees).where(eq(examinees.sk, kept.examinee.sk));
    expect(later!.erasedAt).not.toBeNull();
  });

  it('never gives a destroyed report again: not downloaded, mailed, re-rendered or listed', async () => {
    const { order, projectSk, report, examinee } = await takenWithReport();
    await t.database.db
      .update(examinees)
      .set({ eraseRequestedAt: new Date() })
      .where(eq(examinees.sk, examinee.sk));
    expect((await run()).examinees).toBeGreaterThanOrEqual(1);

    const got = await download({
      SK: report.key,
      TYPE: 'student',
      name: order.examinee.name,
      birthday: order.examinee.dob,
    });
    expect(got.statusCode).toBe(404);
    expect(got.json().error.fields).toEqual({ SK: 'reports:v.erased' });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/documents/reports/${report.key}/student.pdf`,
      headers: { cookie: cookies.member },
    });
    expect(mine.statusCode).toBe(404);

    // the job that made it does not draw it again
    const mails = await t.database.db.select({ n: count() }).from(outbox);
    expect(
      await makeStudentReport(report.id, { database: t.database, config: t.config, log: t.app.log }),
    ).toEqual([]);
    const [after] = await t.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(after).toMatchObject({ status: 'erased', fileId: null });

    // asking the class's reports again mails and queues nothing for the erased examinee
    const asked = await t.call(
      'requestProjectReportGeneration',
      { SK: projectSk },
      { cookie: cookies.member },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await t.database.db.select({ n: count() }).from(outbox))[0]!.n).toBe(mails[0]!.n);
    expect(
      await t.database.db
        .select()
        .from(reports)
        .where(and(eq(reports.projectSk, projectSk), inArray(reports.status, ['queued', 'ready']))),
    ).toEqual([]);

    // a new report of the result (a staff release or rescoring asks one) is refused with the reason
    const [result] = await t.database.db
      .select()
      .from(results)
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .where(eq(attempts.examineeSk, examinee.sk));
    const again = t.database.db.transaction((tx) => queueStudentReport(tx, result!.results, projectSk, 'ko'));
    await expect(again).rejects.toMatchObject({ fields: { SK: 'v.erased' } });

    // my page lists the order without the erased examinee
    const listed = await t.call('getMyExaminees', {}, { cookie: cookies.member });
    expect(JSON.stringify(listed.body)).not.toContain(examinee.sk);
  });

  it("erases an order's buyer five years after it ended, keeping its amounts", async () => {
    expect((await t.call('createOrder', personalOrder(), { cookie: cookies.member })).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    expect(
      (await t.call('cancelMyOrder', { SK: order!.sk, reason: '일정 변경' }, { cookie: cookies.member }))
        .status,
    ).toBe(200);
    expect((await run()).orders).toBe(0);
    await t.database.db
      .update(orderHistory)
      .set({ at: yearsBefore(new Date(Date.now() - DAY), 5) })
      .where(eq(orderHistory.orderSk, order!.sk));
    expect((await run()).orders).toBe(1);
    const [erased] = await t.database.db.select().from(orders).where(eq(orders.sk, order!.sk));
    expect(erased).toMatchObject({
      receiverEmail: '',
      depositName: '',
      guardianName: null,
      totalPrice: order!.totalPrice,
      status: 'canceled',
    });
  });

  it('deletes inquiries after three years with their files, and keeps the audit log however old', async () => {
    const old = {
      id: 'inq-old-44',
      name: '옛문의',
      phoneNumber: '010-1111-2222',
      email: 'old@example.com',
      content: '예전 문의',
      privacyAgreedAt: new Date(),
    };
    await t.database.db.insert(inquiries).values([
      { ...old, createdAt: yearsBefore(new Date(Date.now() - DAY), 3) },
      { ...old, id: 'inq-new-44', createdAt: new Date() },
    ]);
    const ancient = yearsBefore(new Date(), 4);
    await t.database.db.insert(auditLog).values({
      at: ancient,
      ip: '',
      action: 'adminGetOrder',
      kind: 'view',
      targetType: 'order',
      staffLogin: '',
    });
    expect((await run()).inquiries).toBe(1);
    expect((await t.database.db.select({ id: inquiries.id }).from(inquiries)).map((row) => row.id)).toEqual([
      'inq-new-44',
    ]);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(lt(auditLog.at, yearsBefore(new Date(), 3))),
    ).toHaveLength(1);
  });

  it('warns the owner of an unused account a month ahead, erases it after, and a sign-in lifts the warning', async () => {
    await createIndividual(t.database.db, 'sleeper44', { email: 'sleeper@example.com' });
    await createIndividual(t.database.db, 'waker44', { email: 'waker@example.com' });
    const almostAYear = new Date(Date.now() - 350 * DAY);
    await t.database.db
      .update(members)
      .set({ lastSignInAt: almostAYear })
      .where(inArray(members.uid, ['sleeper44', 'waker44']));
    const first = await run();
    expect(first.warnedAccounts).toBe(2);
    expect(first.erasedAccounts).toBe(0);
    const notices = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'account-inactive'),
          inArray(outbox.to, ['sleeper@example.com', 'waker@example.com']),
        ),
      );
    expect(notices.map((mail) => mail.to).sort()).toEqual(['sleeper@example.com', 'waker@example.com']);
    expect(notices.find((mail) => mail.to === 'sleeper@example.com')!.text).toContain('sleeper44');
    // signing in keeps the account
    await login(t, 'waker44');
    const later = await run(new Date(Date.now() + 31 * DAY));
    expect(later.erasedAccounts).toBe(1);
    const rows = await t.database.db
      .select()
      .from(members)
      .where(inArray(members.uid, ['sleeper44', 'waker44']));
    const byUid = Object.fromEntries(rows.map((row) => [row.uid, row]));
    expect(byUid.sleeper44).toMatchObject({ email: '', name: '', passwordHash: null });
    expect(byUid.sleeper44!.withdrawnAt).not.toBeNull();
    expect(byUid.waker44).toMatchObject({
      email: 'waker@example.com',
      withdrawnAt: null,
      inactivityWarnedAt: null,
    });
  });

  it('lifts the warning with a sign-in the same day as the last one recorded', async () => {
    await createIndividual(t.database.db, 'dozer44', { email: 'dozer@example.com' });
    // signed in an hour ago (recorded), warned since: today's second sign-in still lifts it
    await t.database.db
      .update(members)
      .set({ lastSignInAt: new Date(Date.now() - 3_600_000), inactivityWarnedAt: new Date() })
      .where(eq(members.uid, 'dozer44'));
    await login(t, 'dozer44');
    const [row] = await t.database.db.select().from(members).where(eq(members.uid, 'dozer44'));
    expect(row!.inactivityWarnedAt).toBeNull();
  });
});

describe("the end of an examinee's test", () => {
  it("is the order's end for an individual's test never taken, as the report key's holder is shown it and as the job counts it", async () => {
    expect((await t.call('createOrder', personalOrder(), { cookie: cookies.member })).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    const [untaken] = await t.database.db
      .select({ sk: examinees.sk })
      .from(examinees)
      .innerJoin(projects, eq(projects.sk, examinees.projectSk))
      .where(eq(projects.orderSk, order!.sk))
      .limit(1);
    // the order finished a day more than three years ago, this test's class never closed: no
    // submit and no close, so the order's end is the test's end
    const yesterday = new Date(Date.now() - DAY);
    await t.database.db.insert(orderHistory).values({
      orderSk: order!.sk,
      actor: 'system',
      fromStatus: 'ing',
      toStatus: 'completed',
      at: yearsBefore(yesterday, 3),
    });

    const held = await heldData(t.database.db, untaken!.sk);
    expect(held.submittedAt).toBeNull();
    expect(held.keptUntil).toBe(seoulToday(yesterday));
    expect(await dueExaminees(t.database.db, { identityYears: 3, now: new Date(), limit: 10_000 })).toContain(
      untaken!.sk,
    );
  });
});

async function answerCount(examineeSk: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(eq(attempts.examineeSk, examineeSk));
  return row!.n;
}

function resultsOf(examineeSk: string) {
  return t.database.db
    .select({ id: results.id, scores: results.scores, status: results.status, normId: results.normId })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .where(eq(attempts.examineeSk, examineeSk));
}

async function orderOf(projectSk: string) {
  const [row] = await t.database.db
    .select({ sk: projects.orderSk })
    .from(projects)
    .where(eq(projects.sk, projectSk));
  return row?.sk;
}
