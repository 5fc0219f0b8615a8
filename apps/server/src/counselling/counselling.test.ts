import type { TBookCounsellingInput } from '@putt/contract/admin/counselling';
import { addDays, seoulToday } from '@putt/contract/dates';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { counsellingSessions } from '../db/schema/counselling.js';
import { orders } from '../db/schema/orders.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { openTestSession } from '../testing/counselling.js';
import { createIndividual, login } from '../testing/members.js';
import { personalOrder } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { readyStudentReport, takenPersonalTest } from '../testing/taken-test.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { openCounsellingSession } from './open-session.js';
import { remindOnce } from './reminder-job.js';

let t: TestApp;
const cookie = {} as Record<'member' | 'otherMember' | 'operator' | 'counsellor' | 'otherCounsellor', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedDemoBanks(db);
  await seedDemoNorms(db);
  await createIndividual(db, 'parent31');
  await createIndividual(db, 'parent32');
  await createTestStaff(db, 'desk31', 'operator');
  await createTestStaff(db, 'coach31', 'counsellor');
  await createTestStaff(db, 'coach32', 'counsellor');
  cookie.member = await login(t, 'parent31');
  cookie.otherMember = await login(t, 'parent32');
  cookie.operator = await loginStaffCookie(t, 'desk31');
  cookie.counsellor = await loginStaffCookie(t, 'coach31');
  cookie.otherCounsellor = await loginStaffCookie(t, 'coach32');
}, 60_000);
afterAll(() => t.close());

/** The next day at least `ahead` days from today (Korea) that falls on `weekday` (0 = Sunday). */
function nextDay(weekday: number, ahead = 3): string {
  let day = addDays(seoulToday(), ahead);
  while (
    new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T00:00:00Z`).getUTCDay() !== weekday
  ) {
    day = addDays(day, 1);
  }
  return day;
}

/** A member's paid order with a session waiting to be booked (as its report would open it). */
async function waitingSession(): Promise<{ id: string; orderSk: string }> {
  expect((await t.call('createOrder', personalOrder(), { cookie: cookie.member })).status).toBe(200);
  const [order] = await t.database.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
  return { id: await openTestSession(t.database.db, order!.sk), orderSk: order!.sk };
}

const booking = (id: string, changes: Partial<TBookCounsellingInput> = {}): TBookCounsellingInput => ({
  id,
  date: nextDay(2),
  time: '15:00',
  counsellor: 'coach31',
  type: 'offline',
  place: '본사 2층 상담실',
  ...changes,
});

const book = (input: TBookCounsellingInput, as = cookie.operator) =>
  t.call('adminBookCounselling', input, { cookie: as });

/** The booked time of a session has come: it started an hour ago (the test cannot wait for it). */
const started = (id: string) =>
  t.database.db
    .update(counsellingSessions)
    .set({ startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() - 1200_000) })
    .where(eq(counsellingSessions.id, id));

const mailsTo = (template: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.to, 'parent@example.com')));

describe('a session opens with the report', () => {
  it('opens one waiting session when the report of an order with counselling is made, at the requested date and type', async () => {
    const order = personalOrder();
    const { projectSk } = await takenPersonalTest(
      t,
      { member: cookie.member, staff: cookie.operator },
      order,
    );
    const report = await readyStudentReport(t, projectSk);
    const [session] = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.projectSk, projectSk));
    expect(session).toMatchObject({
      status: 'waiting',
      level: 'E',
      minutes: 40,
      requestedDate: order.project.counsel_target_date,
      requestedType: order.project.counsel_type,
    });
    // the report made again (a retried job) or the person's other test opens no second session
    await t.database.db.transaction((tx) => openCounsellingSession(tx, report.resultId!));
    const ofOrder = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.orderSk, session!.orderSk));
    expect(ofOrder).toHaveLength(1);
    const mine = await t.call('getMyCounselling', {}, { cookie: cookie.member });
    expect(mine.body.items.find((item) => item.id === session!.id)).toMatchObject({
      status: 'waiting',
      examineeName: order.examinee.name,
      counsellorName: null,
      summary: null,
    });

    // the counsellor opens the student's report from the session; no other staff route lets them
    await book(booking(session!.id, { time: '09:00' }));
    const detail = await t.call('adminGetCounselling', { id: session!.id }, { cookie: cookie.counsellor });
    expect(detail.body.reports).toHaveLength(1);
    const pdf = await t.app.inject({
      url: `/admin/counselling/${session!.id}/reports/${detail.body.reports[0]!.id}`,
      headers: { cookie: cookie.counsellor },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const stranger = await t.app.inject({
      url: `/admin/counselling/${session!.id}/reports/${detail.body.reports[0]!.id}`,
      headers: { cookie: cookie.otherCounsellor },
    });
    expect(stranger.statusCode).toBe(404);
    // the class's own report route is for operators, not for a counsellor
    const classRoute = `/documents/reports/${report.key}/student.pdf`;
    expect((await t.app.inject({ url: classRoute, headers: { cookie: cookie.counsellor } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: classRoute, headers: { cookie: cookie.operator } })).statusCode).toBe(
      200,
    );
  }, 60_000);

  it('keeps one session per person of an order in the database too', async () => {
    const { orderSk, id } = await waitingSession();
    const again = await openTestSession(t.database.db, orderSk).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Error);
    expect(id).toBeTruthy();
  });
});

describe('booking', () => {
  it('books a waiting session within working hours and mails the customer when and where', async () => {
    const { id } = await waitingSession();
    const before = (await mailsTo('counselling-booked')).length;
    const res = await book(booking(id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await mailsTo('counselling-booked');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain('본사 2층 상담실');
    expect(mails.at(-1)!.text).toContain('15:00');
    const mine = (await t.call('getMyCounselling', {}, { cookie: cookie.member })).body.items;
    expect(mine.find((item) => item.id === id)).toMatchObject({
      status: 'booked',
      type: 'offline',
      place: '본사 2층 상담실',
      counsellorName: 'coach31 직원',
    });
  });

  it('refuses a counsellor already booked then, a time outside working hours, a past time and staff without a course', async () => {
    const first = await waitingSession();
    const second = await waitingSession();
    const day = nextDay(3);
    expect((await book(booking(first.id, { date: day, time: '10:00' }))).status).toBe(200);
    const cases: [Partial<TBookCounsellingInput>, Record<string, string>][] = [
      [{ date: day, time: '10:30' }, { time: 'admin_counselling:v.counsellorBusy' }],
      [{ date: day, time: '09:30' }, { time: 'admin_counselling:v.counsellorBusy' }],
      [{ date: nextDay(0) }, { time: 'admin_counselling:v.outsideHours' }],
      [{ time: '08:30' }, { time: 'admin_counselling:v.outsideHours' }],
      [{ time: '20:30' }, { time: 'admin_counselling:v.outsideHours' }],
      [{ date: addDays(seoulToday(), -1) }, { date: 'admin_counselling:v.pastTime' }],
      [{ counsellor: 'desk31' }, { counsellor: 'admin_counselling:v.notCounsellor' }],
      [{ place: '' }, { place: 'admin_counselling:v.placeRequired' }],
      [
        { type: 'online', meetingUrl: 'http://meet.example.com/x' },
        { meetingUrl: 'admin_counselling:v.meetingUrlInvalid' },
      ],
    ];
    for (const [changes, fields] of cases) {
      const res = await book(booking(second.id, changes));
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.body.error?.code).toBe(600);
      expect(res.body.error?.fields).toEqual(fields);
    }
    // back to back is not a clash; another counsellor at the same time is free
    expect((await book(booking(second.id, { date: day, time: '10:40' }))).status).toBe(200);
    expect((await book(booking(second.id, { date: day, time: '10:00', counsellor: 'coach32' }))).status).toBe(
      200,
    );
    const [row] = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.id, second.id));
    expect(row).toMatchObject({ status: 'booked', minutes: 40 });
  });

  it('moves a booking with its reason: the history keeps each time, the customer is told it moved', async () => {
    const { id } = await waitingSession();
    await book(booking(id, { time: '11:00' }));
    const moved = await book(
      booking(id, {
        time: '16:00',
        type: 'online',
        meetingUrl: 'https://meet.example.com/a1',
        reason: '학교 행사',
      }),
    );
    expect(moved.status).toBe(200);
    const mail = (await mailsTo('counselling-booked')).at(-1)!;
    expect(mail.subject).toContain('변경');
    expect(mail.text).toContain('학교 행사');
    expect(mail.text).toContain('https://meet.example.com/a1');
    const detail = (await t.call('adminGetCounselling', { id }, { cookie: cookie.operator })).body;
    expect(detail.history.map((h) => [h.status, h.reason])).toEqual([
      ['waiting', ''],
      ['booked', ''],
      ['booked', '학교 행사'],
    ]);
    expect(detail).toMatchObject({ type: 'online', place: '', meetingUrl: 'https://meet.example.com/a1' });
    const mine = (await t.call('getMyCounselling', {}, { cookie: cookie.member })).body.items;
    expect(mine.find((item) => item.id === id)!.history).toHaveLength(3);
  });

  it('is the operators’ work first; then the assigned counsellor may move it, to themselves only', async () => {
    const { id } = await waitingSession();
    // unassigned, the session is not the counsellor's to see, so not to book
    const missing = await book(booking('00000000-0000-4000-8000-000000000000'), cookie.counsellor);
    const unassigned = await book(booking(id), cookie.counsellor);
    expect(unassigned.status).toBe(404);
    expect(unassigned.body).toEqual(missing.body);
    expect((await book(booking(id, { time: '10:00' }))).status).toBe(200);
    // another counsellor still sees nothing of it
    expect((await book(booking(id, { time: '11:00' }), cookie.otherCounsellor)).body).toEqual(missing.body);
    const handed = await book(booking(id, { time: '11:00', counsellor: 'coach32' }), cookie.counsellor);
    expect(handed.body.error?.fields).toEqual({ counsellor: 'admin_counselling:v.notYourself' });
    const moved = await book(booking(id, { time: '11:00', reason: '상담사 일정' }), cookie.counsellor);
    expect(moved.status).toBe(200);
    const detail = (await t.call('adminGetCounselling', { id }, { cookie: cookie.counsellor })).body;
    expect(detail.history.at(-1)).toMatchObject({ status: 'booked', reason: '상담사 일정', by: 'coach31' });
  });
});

describe('the outcome and who sees it', () => {
  it('lets the assigned counsellor record it done; the customer reads the summary, never the notes', async () => {
    const { id } = await waitingSession();
    await book(booking(id, { time: '13:00' }));
    const outcome = {
      id,
      outcome: 'done' as const,
      goalStrategy: '탐구형 재능 강화 목표',
      actionPlan: '주 2회 과학 탐구 일지',
      experienceBoard: '실험 동아리, 과학관 견학',
      summary: '과학 탐구에 강점이 있습니다.\n주 2회 탐구 일지를 권합니다.',
    };
    // another counsellor meets exactly what a missing session answers
    const foreign = await t.call('adminRecordCounselling', outcome, { cookie: cookie.otherCounsellor });
    const missing = await t.call(
      'adminRecordCounselling',
      { ...outcome, id: '00000000-0000-4000-8000-000000000000' },
      { cookie: cookie.otherCounsellor },
    );
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
    expect(foreign.status).toBe(404);
    expect((await t.call('adminGetCounselling', { id }, { cookie: cookie.otherCounsellor })).status).toBe(
      404,
    );
    const list = await t.call('adminListCounselling', {}, { cookie: cookie.otherCounsellor });
    expect(list.body.items.map((item) => item.id)).not.toContain(id);

    // before its booked time, nothing happened yet to record
    const early = await t.call('adminRecordCounselling', outcome, { cookie: cookie.counsellor });
    expect([early.status, early.body.error?.fields]).toEqual([
      409,
      { outcome: 'admin_counselling:v.notStarted' },
    ]);
    await started(id);
    expect((await t.call('adminRecordCounselling', outcome, { cookie: cookie.counsellor })).status).toBe(200);
    const again = await t.call('adminRecordCounselling', outcome, { cookie: cookie.counsellor });
    expect([again.status, again.body.error?.code]).toEqual([409, 409]);

    const detail = (await t.call('adminGetCounselling', { id }, { cookie: cookie.counsellor })).body;
    expect(detail.notes).toEqual({
      goalStrategy: outcome.goalStrategy,
      actionPlan: outcome.actionPlan,
      experienceBoard: outcome.experienceBoard,
    });
    const mine = await t.call('getMyCounselling', {}, { cookie: cookie.member });
    const item = mine.body.items.find((session) => session.id === id)!;
    expect(item).toMatchObject({ status: 'done', summary: outcome.summary });
    expect(JSON.stringify(mine.body)).not.toContain(outcome.goalStrategy);
    // another member sees none of it
    const other = await t.call('getMyCounselling', {}, { cookie: cookie.otherMember });
    expect(other.body.items.map((session) => session.id)).not.toContain(id);
    // a done session is never booked again
    expect((await book(booking(id, { time: '17:00' }))).status).toBe(409);
  });

  it('records a no-show, which staff book again', async () => {
    const { id } = await waitingSession();
    await book(booking(id, { time: '14:00', counsellor: 'coach32' }));
    const early = await t.call(
      'adminRecordCounselling',
      { id, outcome: 'noShow', reason: '연락 없이 불참' },
      { cookie: cookie.otherCounsellor },
    );
    expect(early.body.error?.fields).toEqual({ outcome: 'admin_counselling:v.notStarted' });
    await started(id);
    const noShow = await t.call(
      'adminRecordCounselling',
      { id, outcome: 'noShow', reason: '연락 없이 불참' },
      { cookie: cookie.otherCounsellor },
    );
    expect(noShow.status).toBe(200);
    expect((await book(booking(id, { date: nextDay(5), time: '14:00', counsellor: 'coach32' }))).status).toBe(
      200,
    );
    const history = (await t.call('adminGetCounselling', { id }, { cookie: cookie.operator })).body.history;
    expect(history.map((h) => h.status)).toEqual(['waiting', 'booked', 'noShow', 'booked']);
  });

  it('keeps a counsellor to their own sessions: no orders, no one else’s list', async () => {
    const res = await t.call('adminListOrders', {}, { cookie: cookie.counsellor });
    expect(res.status).toBe(403);
    const own = await t.call(
      'adminListCounselling',
      { counsellor: 'coach32' },
      { cookie: cookie.counsellor },
    );
    expect(own.body.items.every((item) => item.counsellor?.staffId === 'coach31')).toBe(true);
  });
});

describe('the reminder', () => {
  it('goes once, and not for a time the session has moved from', async () => {
    const { id } = await waitingSession();
    await book(booking(id, { time: '18:00' }));
    const [first] = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.id, id));
    const deps = { database: t.database, config: t.config, log: t.app.log };
    await book(booking(id, { time: '19:00', reason: '시간 변경' }));
    expect(await remindOnce({ sessionId: id, startsAt: first!.startsAt!.getTime() }, deps)).toBeUndefined();
    const [moved] = await t.database.db
      .select()
      .from(counsellingSessions)
      .where(eq(counsellingSessions.id, id));
    const payload = { sessionId: id, startsAt: moved!.startsAt!.getTime() };
    const outboxId = await remindOnce(payload, deps);
    expect(outboxId).toBeTruthy();
    expect(await remindOnce(payload, deps)).toBeUndefined();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.id, outboxId!));
    expect(mail!.subject).toContain('내일');
    expect(mail!.text).toContain('19:00');
  });
});
