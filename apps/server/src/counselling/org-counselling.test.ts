import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counsellingSessions } from '../db/schema/counselling.js';
import { examinees, orderProducts } from '../db/schema/orders.js';
import { attempts } from '../db/schema/attempts.js';
import { reports, results } from '../db/schema/results.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, carefulAnswer, enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'orgUser' | 'otherOrg' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'coacha');
  await createOrganisation(t.database.db, 'coachb');
  await createTestStaff(t.database.db, 'clerk61', 'operator');
  cookies.org = await login(t, 'admin1', { orgId: 'coacha' });
  cookies.orgUser = await login(t, 'user1', { orgId: 'coacha' });
  cookies.otherOrg = await login(t, 'admin1', { orgId: 'coachb' });
  cookies.staff = await loginStaffCookie(t, 'clerk61');
}, 60_000);
afterAll(() => t.close());

async function readyReports(sk: string, count: number) {
  for (let wait = 0; wait < 100; wait += 1) {
    const rows = await t.database.db.select().from(reports).where(eq(reports.projectSk, sk));
    if (rows.filter((row) => row.status === 'ready').length === count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${count} reports were not made in 20 s`);
}

describe("an organisation's counselling", () => {
  it('opens a session per pupil whose report is made, up to the places its counselling line bought, for the organisation alone', async () => {
    const { orderSk, sk, key, codes } = await openClass(t, { org: cookies.org, staff: cookies.staff }, 3);
    // the school bought counselling for one pupil of the class
    await t.database.db.insert(orderProducts).values({
      orderSk,
      prodId: 'coach_putt_m',
      type: 'coach_putt_m',
      name: 'PUTT 상담코칭 (중등)',
      unitPrice: 50_000,
      quantity: 1,
      sort: 9,
    });
    const first = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, first.cookie, carefulAnswer);
    const second = await enter(t, examinee(key, codes[1]!, { num: 2, name: '김바다', dob: '20110607' }));
    await answerAllAndSubmit(t, key, second.cookie, carefulAnswer);
    // the organisation's results come out on its request, not at submit
    expect(
      await t.database.db.select().from(counsellingSessions).where(eq(counsellingSessions.orderSk, orderSk)),
    ).toEqual([]);

    const asked = await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org });
    expect(asked.body.queued).toBe(2);
    await readyReports(sk, 2);
    const sessions = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.orderSk, orderSk));
    // two reports, one place: one session
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ status: 'waiting', level: 'M', minutes: 45 });

    // its users see it; another school sees nothing
    const mine = await t.call('getMyCounselling', {}, { cookie: cookies.orgUser });
    expect(mine.body.items.map((item) => item.orderSK)).toEqual([orderSk]);
    const theirs = await t.call('getMyCounselling', {}, { cookie: cookies.otherOrg });
    expect(theirs.body.items).toEqual([]);
    // and staff find it to book
    const [pupil] = await t.database.db
      .select({ name: examinees.name })
      .from(examinees)
      .where(eq(examinees.sk, sessions[0]!.examineeSk));
    const listed = await t.call('adminListCounselling', { q: pupil!.name }, { cookie: cookies.staff });
    expect(listed.body.items.map((item) => item.id)).toContain(sessions[0]!.id);
    expect(listed.body.items[0]).toMatchObject({ customer: 'coacha 학교' });
  }, 60_000);

  it('gives two pupils of one order who share a name and a birth date a session each, each with their own report', async () => {
    const { orderSk, sk, key, codes } = await openClass(t, { org: cookies.org, staff: cookies.staff }, 2);
    await t.database.db.insert(orderProducts).values({
      orderSk,
      prodId: 'coach_putt_m',
      type: 'coach_putt_m',
      name: 'PUTT 상담코칭 (중등)',
      unitPrice: 50_000,
      quantity: 2,
      sort: 9,
    });
    // two different pupils, typed alike (a year group of 300 holds such a pair)
    for (const [at, code] of codes.entries()) {
      const pupil = await enter(t, examinee(key, code, { num: at + 1, name: '김민준', dob: '20110101' }));
      await answerAllAndSubmit(t, key, pupil.cookie, carefulAnswer);
    }
    await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org });
    await readyReports(sk, 2);
    const sessions = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.orderSk, orderSk));
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions.map((session) => session.examineeSk)).size).toBe(2);
    const mine = await t.call('getMyCounselling', {}, { cookie: cookies.orgUser });
    expect(mine.body.items.filter((item) => item.orderSK === orderSk)).toHaveLength(2);
    // each session's detail offers its own pupil's report, not the namesake's
    for (const session of sessions) {
      const detail = await t.call('adminGetCounselling', { id: session.id }, { cookie: cookies.staff });
      expect(detail.status, JSON.stringify(detail.body)).toBe(200);
      const [own] = await t.database.db
        .select({ id: reports.id })
        .from(reports)
        .innerJoin(results, eq(results.id, reports.resultId))
        .innerJoin(attempts, eq(attempts.id, results.attemptId))
        .where(eq(attempts.examineeSk, session.examineeSk));
      expect(detail.body.reports.map((report) => report.id)).toEqual([own!.id]);
    }
  }, 90_000);
});
