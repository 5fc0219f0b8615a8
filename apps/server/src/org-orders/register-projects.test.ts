import { addDays, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import type { TClass } from '@putt/contract/projects';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../db/schema/accounts.js';
import { orderHistory, orders, projects } from '../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { orgApplication } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'adminA' | 'userA' | 'adminB' | 'member' | 'staff' | 'uni', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'classa');
  await createOrganisation(db, 'classb');
  await createOrganisation(db, 'classu');
  await db.update(organisations).set({ type: 'university' }).where(eq(organisations.orgId, 'classu'));
  await createIndividual(db, 'parent02');
  await createTestStaff(db, 'clerk2', 'operator');
  cookies.adminA = await login(t, 'admin1', { orgId: 'classa' });
  cookies.userA = await login(t, 'user1', { orgId: 'classa' });
  cookies.adminB = await login(t, 'admin1', { orgId: 'classb' });
  cookies.uni = await login(t, 'admin1', { orgId: 'classu' });
  cookies.member = await login(t, 'parent02');
  cookies.staff = await loginStaffCookie(t, 'clerk2');
});
afterAll(() => t.close());

/** An approved order of the organisation: both middle-school tests for 60 students (or as changed). */
async function approvedOrder(cookie = cookies.adminA, change?: Parameters<typeof orgApplication>[0]) {
  const res = await t.call('requestOrgQuotation', orgApplication(change), { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const SK = res.body.Item.SK;
  expect((await t.call('adminApproveOrder', { SK }, { cookie: cookies.staff })).status).toBe(200);
  return SK;
}

const group = (name: string, classNum: number, students: number, extra: Partial<TClass> = {}): TClass => ({
  name,
  grade: 2,
  class: classNum,
  email: 'homeroom@example.com',
  start_target_date: addDays(seoulToday(), 14),
  end_target_date: addDays(seoulToday(), 21),
  student_count: students,
  ...extra,
});

const register = (
  SK: string,
  status: 'approvedTempSave' | 'ready',
  products: unknown,
  cookie = cookies.userA,
) =>
  t.call('changeOrderStatus', { status, type: 'organisation', data: { SK, products } } as never, { cookie });

const classesOf = (SK: string) =>
  t.database.db.select().from(projects).where(eq(projects.orderSk, SK)).orderBy(asc(projects.num));
const statusOf = async (SK: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.sk, SK)))[0]!.status;

describe('registering the classes of an approved order', () => {
  it('saves for later, keeps each class, then completes the registration', async () => {
    const SK = await approvedOrder();
    const first = await register(SK, 'approvedTempSave', [
      { prod_id: 'putt_m', projects: [group('2학년 1반', 1, 30), group('2학년 2반', 2, 30)] },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await statusOf(SK)).toBe('approvedTempSave');
    const saved = await classesOf(SK);
    expect(saved.map((c) => [c.name, c.type, c.grade, c.classNum, c.studentCount, c.status])).toEqual([
      ['2학년 1반', 'putt_m', 2, 1, 30, 'pending'],
      ['2학년 2반', 'putt_m', 2, 2, 30, 'pending'],
    ]);

    // the page sends the saved classes back with their SK; one is renamed, one removed, one added
    const done = await register(SK, 'ready', [
      { prod_id: 'putt_m', projects: [group('2학년 1반 (A)', 1, 30, { SK: saved[0]!.sk })] },
      { prod_id: 'tocc_h', projects: [group('2학년 전체', 1, 58)] },
    ]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await statusOf(SK)).toBe('ready');
    const final = await classesOf(SK);
    expect(final.map((c) => [c.sk === saved[0]!.sk, c.name, c.type, c.num])).toEqual([
      [true, '2학년 1반 (A)', 'putt_m', 1],
      [false, '2학년 전체', 'tocc_h', 2],
    ]);
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderSk, SK));
    expect(history.map((h) => h.toStatus)).toEqual(['pending', 'approved', 'approvedTempSave', 'ready']);

    // once complete, the registration is closed: no way back to a temporary save
    const again = await register(SK, 'approvedTempSave', [
      { prod_id: 'putt_m', projects: [group('x', 1, 1)] },
    ]);
    expect(again.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { SK: 'v.transitionRefused' },
    });
  });

  it('refuses more students than ordered, and writes nothing', async () => {
    const SK = await approvedOrder();
    const res = await register(SK, 'approvedTempSave', [
      { prod_id: 'putt_m', projects: [group('1반', 1, 31), group('2반', 2, 30)] },
    ]);
    expect(res.body.error?.fields).toEqual({ 'data.products.0': 'org-orders:v.tooManyStudents' });
    expect(await statusOf(SK)).toBe('approved');
    expect(await classesOf(SK)).toEqual([]);
  });

  it('asks every test for a class before completing', async () => {
    const SK = await approvedOrder();
    const res = await register(SK, 'ready', [{ prod_id: 'putt_m', projects: [group('1반', 1, 30)] }]);
    expect(res.body.error?.fields).toEqual({ 'data.products': 'org-orders:v.noClasses' });
  });

  it('checks each class by the spec: name, grade and class, e-mail, dates in order, students', async () => {
    const SK = await approvedOrder();
    const res = await register(SK, 'approvedTempSave', [
      {
        prod_id: 'putt_m',
        projects: [
          {
            name: '',
            grade: 0,
            email: 'nope',
            start_target_date: addDays(seoulToday(), -1),
            end_target_date: addDays(seoulToday(), -2),
            student_count: 0,
          },
        ],
      },
    ]);
    expect(res.body.error?.fields).toEqual({
      'data.products.0.projects.0.name': 'org-orders:v.className',
      'data.products.0.projects.0.grade': 'org-orders:v.grade',
      'data.products.0.projects.0.email': 'v.emailInvalid',
      'data.products.0.projects.0.student_count': 'org-orders:v.studentCount',
      'data.products.0.projects.0.start_target_date': 'org-orders:v.startDateRange',
      'data.products.0.projects.0.end_target_date': 'org-orders:v.endDateRange',
    });
    const noClass = await register(SK, 'approvedTempSave', [
      { prod_id: 'putt_m', projects: [group('1반', 1, 30, { class: undefined })] },
    ]);
    expect(noClass.body.error?.fields).toEqual({
      'data.products.0.projects.0.class': 'org-orders:v.classNum',
    });
    const notOrdered = await register(SK, 'approvedTempSave', [{ prod_id: 'putt_e', projects: [] }]);
    expect(notOrdered.body.error?.fields).toEqual({ 'data.products.0.prod_id': 'org-orders:v.productKind' });
  });

  it('asks a university department for its major instead of grade and class', async () => {
    const SK = await approvedOrder(cookies.uni, (a) => {
      a.products = [{ prod_id: 'putt_u', quantity: 40, unit_price: 7_700, notes: '' }];
      a.totalPrice = 308_000;
    });
    const missing = await register(
      SK,
      'approvedTempSave',
      [{ prod_id: 'putt_u', projects: [group('심리학과', 1, 40, { grade: undefined, class: undefined })] }],
      cookies.uni,
    );
    expect(missing.body.error?.fields).toEqual({ 'data.products.0.projects.0.major': 'org-orders:v.major' });
    const ok = await register(
      SK,
      'ready',
      [{ prod_id: 'putt_u', projects: [group('심리학과', 1, 40, { major: '심리학' })] }],
      cookies.uni,
    );
    expect(ok.status).toBe(200);
    expect((await classesOf(SK)).map((c) => [c.major, c.grade, c.classNum])).toEqual([
      ['심리학', null, null],
    ]);
  });

  it('refuses an order not yet approved', async () => {
    const res = await t.call('requestOrgQuotation', orgApplication(), { cookie: cookies.adminA });
    const out = await register(res.body.Item.SK, 'approvedTempSave', [{ prod_id: 'putt_m', projects: [] }]);
    expect(out.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { SK: 'v.transitionRefused' },
    });
  });

  it('is the organisation’s alone: another organisation’s SK answers like a missing one', async () => {
    const SK = await approvedOrder();
    const products = [{ prod_id: 'putt_m', projects: [group('1반', 1, 30)] }];
    const foreign = await register(SK, 'approvedTempSave', products, cookies.adminB);
    const missing = await register('no-such-order', 'approvedTempSave', products, cookies.adminB);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await register(SK, 'approvedTempSave', products, cookies.member)).status).toBe(403);
    expect((await register(SK, 'approvedTempSave', products, '')).status).toBe(401);
    expect(await statusOf(SK)).toBe('approved');

    // its classes are read by the organisation's users only
    await register(SK, 'approvedTempSave', products);
    const mine = await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.adminA });
    expect(mine.body.Item.projects).toEqual([
      expect.objectContaining({ name: '1반', grade: 2, class: 1, student_count: 30, status: 'pending' }),
    ]);
    const other = await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.adminB });
    expect(other.status).toBe(404);
    expect(
      (await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.member })).status,
    ).toBe(404);
  });
});
