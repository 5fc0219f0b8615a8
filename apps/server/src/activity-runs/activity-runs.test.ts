import type { TPlanActivityInput } from '@putt/contract/admin/activity-runs';
import { addDays, seoulToday } from '@putt/contract/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { activityMeetings } from '../db/schema/activity-runs.js';
import { approvedActivityOrder } from '../testing/activity.js';
import { createOrganisation, login } from '../testing/members.js';
import { orgApplication } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookie = {} as Record<'orgA' | 'orgAUser' | 'orgB' | 'operator' | 'counsellor', string>;
const today = seoulToday();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'actschoola');
  await createOrganisation(db, 'actschoolb');
  await createTestStaff(db, 'desk51', 'operator');
  await createTestStaff(db, 'coach51', 'counsellor');
  cookie.orgA = await login(t, 'admin1', { orgId: 'actschoola' });
  cookie.orgAUser = await login(t, 'user1', { orgId: 'actschoola' });
  cookie.orgB = await login(t, 'admin1', { orgId: 'actschoolb' });
  cookie.operator = await loginStaffCookie(t, 'desk51');
  cookie.counsellor = await loginStaffCookie(t, 'coach51');
}, 60_000);
afterAll(() => t.close());

const runsOf = async (sk: string) =>
  (await t.call('adminListActivityRuns', { q: '' }, { cookie: cookie.operator })).body.items.filter(
    (run) => run.orderSK === sk,
  );

/** The talent exploration (4 hours, teams of 4 at middle school) on two afternoons. */
const plan = (id: string, changes: Partial<TPlanActivityInput> = {}): TPlanActivityInput => ({
  id,
  place: '2학년 1반 교실',
  instructor: 'coach51',
  teamSize: 4,
  notes: '실내화를 준비해 주세요.',
  meetings: [
    { date: addDays(today, 7), time: '13:00', hours: 2 },
    { date: addDays(today, 8), time: '13:00', hours: 2 },
  ],
  ...changes,
});

const call = (name: 'adminPlanActivityRun', input: TPlanActivityInput) =>
  t.call(name, input, { cookie: cookie.operator });

describe('Activity runs', () => {
  it('open one per Activity line when staff approve the order, and none for a test order', async () => {
    const sk = await approvedActivityOrder(t, cookie.orgA, cookie.operator);
    const runs = await runsOf(sk);
    expect(runs.map((run) => [run.productType, run.persons, run.status]).sort()).toEqual([
      ['activity_putt_m', 30, 'planning'],
      ['activity_startup_m', 20, 'planning'],
    ]);
    expect(runs[0]).toMatchObject({ organisation: 'actschoola 학교', startsOn: null });

    const tests = await t.call('requestOrgQuotation', orgApplication(), { cookie: cookie.orgA });
    await t.call('adminApproveOrder', { SK: tests.body.Item.SK }, { cookie: cookie.operator });
    expect(await runsOf(tests.body.Item.SK)).toEqual([]);
  });

  it('are planned with an instructor who completed a course, a team size the programme allows, meetings from today on', async () => {
    const sk = await approvedActivityOrder(t, cookie.orgA, cookie.operator);
    const talent = (await runsOf(sk)).find((run) => run.productType === 'activity_putt_m')!;
    const startup = (await runsOf(sk)).find((run) => run.productType === 'activity_startup_m')!;
    const fields = async (input: TPlanActivityInput) =>
      (await call('adminPlanActivityRun', input)).body.error?.fields;

    expect(await fields(plan(talent.id, { teamSize: 3 }))).toEqual({
      teamSize: 'admin_activities:v.teamSizeNotAllowed',
    });
    // the startup project takes teams of 1 to 4
    expect((await call('adminPlanActivityRun', plan(startup.id, { teamSize: 3 }))).status).toBe(200);
    expect(await fields(plan(talent.id, { instructor: 'desk51' }))).toEqual({
      instructor: 'admin_activities:v.notInstructor',
    });
    expect(
      await fields(plan(talent.id, { meetings: [{ date: addDays(today, -1), time: '13:00', hours: 4 }] })),
    ).toEqual({ 'meetings.0.date': 'admin_activities:v.meetingPast' });
    const swapped = plan(talent.id);
    swapped.meetings.reverse();
    expect(await fields(swapped)).toEqual({ meetings: 'admin_activities:v.meetingsOrder' });
    // counsellors do not run the back office's programmes
    expect(
      (await t.call('adminPlanActivityRun', plan(talent.id), { cookie: cookie.counsellor })).status,
    ).toBe(403);

    expect((await call('adminPlanActivityRun', plan(talent.id))).status).toBe(200);
    const detail = (await t.call('adminGetActivityRun', { id: talent.id }, { cookie: cookie.operator })).body;
    expect(detail).toMatchObject({
      status: 'planning',
      instructor: 'coach51',
      teamSize: 4,
      teamSizes: [4, 4],
      programmeHours: 4,
      contactEmail: 'teacher@example.com',
      meetings: [
        { date: addDays(today, 7), time: '13:00', hours: 2 },
        { date: addDays(today, 8), time: '13:00', hours: 2 },
      ],
    });
    // a plan still being made is not shown to the organisation
    const mine = await t.call('getMyActivityRuns', {}, { cookie: cookie.orgAUser });
    expect(mine.body.items.find((run) => run.id === talent.id)).toMatchObject({
      status: 'planning',
      meetings: [],
      place: '',
      instructorName: null,
    });
  });

  it('are confirmed by e-mail to the contact and the copy, shown to the organisation, and delivered once held', async () => {
    const sk = await approvedActivityOrder(t, cookie.orgA, cookie.operator);
    const run = (await runsOf(sk)).find((r) => r.productType === 'activity_putt_m')!;
    const confirm = () => t.call('adminConfirmActivityRun', { id: run.id }, { cookie: cookie.operator });
    const deliver = () => t.call('adminDeliverActivityRun', { id: run.id }, { cookie: cookie.operator });

    expect((await confirm()).body.error?.fields).toEqual({ id: 'admin_activities:v.notPlanned' });
    await call('adminPlanActivityRun', plan(run.id));
    expect((await deliver()).status).toBe(409);
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(409);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'activity-confirmed')));
    const sent = mails.filter((mail) => mail.text.includes('실내화를 준비해 주세요.'));
    expect(sent.map((mail) => mail.to).sort()).toEqual(['office@example.com', 'teacher@example.com']);
    expect(sent[0]!.text).toContain('팀당 4명');

    const mine = await t.call('getMyActivityRuns', {}, { cookie: cookie.orgAUser });
    expect(mine.body.items.find((r) => r.id === run.id)).toMatchObject({
      status: 'confirmed',
      place: '2학년 1반 교실',
      teamSize: 4,
      meetings: [{ date: addDays(today, 7) }, { date: addDays(today, 8) }],
    });
    // another organisation sees none of it
    const theirs = await t.call('getMyActivityRuns', {}, { cookie: cookie.orgB });
    expect(theirs.body.items.map((r) => r.id)).not.toContain(run.id);

    // before the last meeting it is not delivered; after it, it is
    expect((await deliver()).body.error?.fields).toEqual({ id: 'admin_activities:v.notOver' });
    await t.database.db
      .update(activityMeetings)
      .set({ date: addDays(today, -1) })
      .where(eq(activityMeetings.runId, run.id));
    expect((await deliver()).status).toBe(200);
    const delivered = await t.call('getMyActivityRuns', {}, { cookie: cookie.orgA });
    expect(delivered.body.items.find((r) => r.id === run.id)?.deliveredAt).toEqual(expect.any(Number));
    expect((await call('adminPlanActivityRun', plan(run.id))).status).toBe(409);
  });

  it('return to planning when a confirmed plan changes, keeping a meeting already held', async () => {
    const sk = await approvedActivityOrder(t, cookie.orgA, cookie.operator);
    const run = (await runsOf(sk)).find((r) => r.productType === 'activity_startup_m')!;
    await call('adminPlanActivityRun', plan(run.id, { teamSize: 2 }));
    await t.call('adminConfirmActivityRun', { id: run.id }, { cookie: cookie.operator });
    // the first afternoon was held yesterday; the second moves
    await t.database.db
      .update(activityMeetings)
      .set({ date: addDays(today, -1) })
      .where(and(eq(activityMeetings.runId, run.id), eq(activityMeetings.seq, 0)));
    const moved = plan(run.id, {
      teamSize: 2,
      meetings: [
        { date: addDays(today, -1), time: '13:00', hours: 2 },
        { date: addDays(today, 9), time: '10:00', hours: 2 },
      ],
    });
    expect((await call('adminPlanActivityRun', moved)).status).toBe(200);
    const detail = (await t.call('adminGetActivityRun', { id: run.id }, { cookie: cookie.operator })).body;
    expect(detail).toMatchObject({ status: 'planning', confirmedAt: null });
  });

  it('are cancelled with their order', async () => {
    const sk = await approvedActivityOrder(t, cookie.orgA, cookie.operator);
    const cancel = await t.call(
      'adminCancelOrder',
      { SK: sk, reason: '일정 취소' },
      { cookie: cookie.operator },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await runsOf(sk)).map((run) => run.status)).toEqual(['canceled', 'canceled']);
  });
});
