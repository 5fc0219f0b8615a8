import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/back-office.js';
import { accessReviews } from '../../db/schema/privacy.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seoulMonth, shiftMonth } from '@putt/contract/dates';
import { monthStart } from './month-start.js';

let t: TestApp;
const cookies = {} as Record<'admin' | 'operator', string>;
const ids = {} as Record<'steady' | 'busy' | 'newcomer', string>;
const month = shiftMonth(seoulMonth(), -1);

/** A view row of a staff account on the sixth of a month (the log takes inserts only). */
async function view(
  login: keyof typeof ids,
  inMonth: string,
  detail: Record<string, unknown> | null,
  more = {},
) {
  await t.database.db.insert(auditLog).values({
    at: new Date(monthStart(inMonth).getTime() + 5 * 86_400_000),
    staffId: ids[login],
    staffLogin: login,
    ip: '127.0.0.1',
    action: 'adminListResults',
    kind: 'view',
    targetType: 'result',
    detail,
    ...more,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(t.database.db, 'reviewer', 'admin');
  await createTestStaff(t.database.db, 'clerk', 'operator');
  for (const login of ['steady', 'busy', 'newcomer'] as const) {
    await createTestStaff(t.database.db, login, 'operator');
    const [row] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.staffId, login));
    ids[login] = row!.id;
  }
  cookies.admin = await loginStaffCookie(t, 'reviewer');
  cookies.operator = await loginStaffCookie(t, 'clerk');

  // three months before: steady reads 30 a month, busy 5
  for (const back of [1, 2, 3]) {
    const earlier = shiftMonth(month, -back);
    await view('steady', earlier, { count: 30 });
    await view('busy', earlier, { count: 5 });
  }
  // four months before: outside the usual
  await view('busy', shiftMonth(month, -4), { count: 500 });
  // the month: steady reads 40 (under 3× its usual), busy 71 (above), the newcomer 12 (under 20)
  await view('steady', month, { count: 40 });
  await view('busy', month, { count: 20 });
  await view('busy', month, null, { action: 'adminGetResult', targetId: 'r1' });
  await view('busy', month, null, { action: 'adminGetResult', targetId: 'r1' });
  await view(
    'busy',
    month,
    { reports: 30, reason: '학교 요청으로 재발송' },
    {
      action: 'downloadReportsZip',
      targetType: 'project',
      targetId: 'P-1',
    },
  );
  await view('busy', month, { count: 19 }, { kind: 'change' });
  await view('newcomer', month, { count: 12 });
  // a member's act and the destruction job's rows name no staff: not reviewed here
  await t.database.db.insert(auditLog).values({
    at: new Date(monthStart(month).getTime() + 86_400_000),
    ip: '',
    action: 'destroyPersonalData',
    kind: 'view',
    targetType: 'examinee',
    detail: { count: 999 },
  });
}, 60_000);
afterAll(() => t.close());

describe('the monthly access review', () => {
  it("shows each staff account's month against its usual and flags the unusual", async () => {
    const res = await t.call('adminGetAccessReview', { month }, { cookie: cookies.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.rows;
    expect(rows.map((row) => row.staffLogin)).toEqual(['busy', 'steady', 'newcomer']);
    const [busy, steady, newcomer] = rows;
    expect(busy).toMatchObject({ views: 3, downloads: 1, records: 52, targets: 2, usual: 5, flagged: true });
    expect(busy!.classDownloads).toEqual([
      expect.objectContaining({
        action: 'downloadReportsZip',
        targetId: 'P-1',
        reason: '학교 요청으로 재발송',
      }),
    ]);
    expect(steady).toMatchObject({ records: 40, usual: 30, flagged: false, classDownloads: [] });
    expect(newcomer).toMatchObject({ records: 12, usual: 0, flagged: false });
    expect(res.body.review).toBeNull();
    expect(res.body.history).toHaveLength(6);
    expect(res.body.history[0]).toEqual({ month: shiftMonth(month, -1), reviewed: false });
  });

  it("counts a staff member's real views as they happen", async () => {
    await t.call('adminListMembers', {}, { cookie: cookies.operator });
    await t.call('adminListMembers', {}, { cookie: cookies.operator });
    const now = await t.call('adminGetAccessReview', { month: seoulMonth() }, { cookie: cookies.admin });
    expect(now.body.rows.find((row) => row.staffLogin === 'clerk')).toMatchObject({ views: 2, downloads: 0 });
  });

  it('is recorded once, by an administrator, after the month ended, with the figures shown', async () => {
    const record = (input: { month: string; note?: string }, cookie = cookies.admin) =>
      t.call('adminRecordAccessReview', input, { cookie });
    expect((await record({ month }, cookies.operator)).status).toBe(403);
    expect((await t.call('adminGetAccessReview', { month }, { cookie: cookies.operator })).status).toBe(403);
    expect((await record({ month: seoulMonth() })).body.error?.fields).toEqual({
      month: 'admin:v.monthOpen',
    });
    expect((await record({ month: '2026-13' })).body.error?.fields).toEqual({ month: 'admin:v.month' });

    const done = await record({ month, note: 'busy: 학교 요청 확인함' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await record({ month, note: 'again' })).body.error?.fields).toEqual({
      month: 'admin:v.reviewDone',
    });

    const [kept] = await t.database.db.select().from(accessReviews).where(eq(accessReviews.month, month));
    expect(kept!.note).toBe('busy: 학교 요청 확인함');
    expect(
      (kept!.summary as { staffLogin: string; flagged: boolean }[]).filter((row) => row.flagged),
    ).toEqual([expect.objectContaining({ staffLogin: 'busy' })]);
    const shown = await t.call('adminGetAccessReview', { month }, { cookie: cookies.admin });
    expect(shown.body.review).toMatchObject({ reviewedBy: 'reviewer', note: 'busy: 학교 요청 확인함' });
    const next = await t.call(
      'adminGetAccessReview',
      { month: shiftMonth(month, 1) },
      { cookie: cookies.admin },
    );
    expect(next.body.history[0]).toEqual({ month, reviewed: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adminRecordAccessReview'));
    expect(audit).toEqual([expect.objectContaining({ staffLogin: 'reviewer', targetId: month })]);
  });
});
