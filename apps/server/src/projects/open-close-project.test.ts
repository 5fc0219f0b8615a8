import { addDays, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import type { TClass } from '@putt/contract/projects';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryCodes, orderHistory, orders, projects } from '../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { orgApplication } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AUTH_CODE_ALPHABET, AUTH_CODE_LENGTH } from './auth-codes.js';

let t: TestApp;
const cookies = {} as Record<'userA' | 'adminB' | 'member' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'opena');
  await createOrganisation(db, 'openb');
  await createIndividual(db, 'parent03');
  await createTestStaff(db, 'clerk3', 'operator');
  cookies.userA = await login(t, 'user1', { orgId: 'opena' });
  cookies.adminB = await login(t, 'admin1', { orgId: 'openb' });
  cookies.member = await login(t, 'parent03');
  cookies.staff = await loginStaffCookie(t, 'clerk3');
});
afterAll(() => t.close());

const group = (name: string, startIn: number, students: number): TClass => ({
  name,
  grade: 2,
  class: 1,
  email: 'homeroom@example.com',
  start_target_date: addDays(seoulToday(), startIn),
  end_target_date: addDays(seoulToday(), startIn + 7),
  student_count: students,
});

/** A middle school's approved PUTT order with its classes registered (completed unless said). */
async function registered(classes: TClass[], status: 'ready' | 'approvedTempSave' = 'ready') {
  const res = await t.call(
    'requestOrgQuotation',
    orgApplication((a) => {
      a.products = [{ prod_id: 'putt_m', quantity: 60, unit_price: 5_500, notes: '' }];
      a.totalPrice = 330_000;
    }),
    { cookie: cookies.userA },
  );
  const SK = res.body.Item.SK;
  await t.call('adminApproveOrder', { SK }, { cookie: cookies.staff });
  const saved = await t.call(
    'changeOrderStatus',
    { status, type: 'organisation', data: { SK, products: [{ prod_id: 'putt_m', projects: classes }] } },
    { cookie: cookies.userA },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const rows = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.orderSk, SK))
    .orderBy(asc(projects.num));
  return { SK, classes: rows.map((row) => row.sk) };
}

const project = async (sk: string) =>
  (await t.database.db.select().from(projects).where(eq(projects.sk, sk)))[0]!;
const orderStatus = async (SK: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.sk, SK)))[0]!.status;
const refused = { code: ErrorCode.INVALID_DATA, fields: { SK: 'v.transitionRefused' } };

describe('opening and closing a class', () => {
  it('opens a class whose start date has come: its key, one code per student, the test and the order start', async () => {
    const { SK, classes } = await registered([group('2학년 1반', 0, 30), group('2학년 2반', 14, 30)]);
    const res = await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.userA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const opened = await project(classes[0]!);
    expect(opened.status).toBe('ing');
    expect(opened.surveyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(opened.responderUri).toBe(`${t.config.publicOrigin}/Survey/${opened.surveyKey}`);
    const codes = await t.database.db.select().from(entryCodes).where(eq(entryCodes.projectSk, classes[0]!));
    expect(codes).toHaveLength(30);
    expect(new Set(codes.map((c) => c.code)).size).toBe(30);
    expect(codes.map((c) => c.num).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    for (const { code } of codes) {
      expect(code).toHaveLength(AUTH_CODE_LENGTH);
      expect([...code].every((symbol) => AUTH_CODE_ALPHABET.includes(symbol))).toBe(true);
    }
    expect(await orderStatus(SK)).toBe('ing');
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderSk, SK));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'ready', toStatus: 'ing' });

    // a class starting later is ready (its link not yet active); the codes show for ready and ing only
    expect((await t.call('openOneProject', { SK: classes[1]! }, { cookie: cookies.userA })).status).toBe(200);
    expect((await project(classes[1]!)).status).toBe('ready');
    const detail = await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.userA });
    expect(detail.body.Item.projects.map((p) => [p.status, p.codes?.length])).toEqual([
      ['ing', 30],
      ['ready', 30],
    ]);

    // opening twice, or closing a class that has not started, is refused and changes nothing
    expect(
      (await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.userA })).body.error,
    ).toMatchObject(refused);
    expect(
      (await t.call('closeOneProject', { SK: classes[1]! }, { cookie: cookies.userA })).body.error,
    ).toMatchObject(refused);
    expect((await project(classes[1]!)).status).toBe('ready');
  });

  it('closes a class irreversibly; the order completes with its last open class', async () => {
    const { SK, classes } = await registered([group('2학년 1반', 0, 30)]);
    await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.userA });
    expect((await t.call('closeOneProject', { SK: classes[0]! }, { cookie: cookies.userA })).status).toBe(
      200,
    );
    expect((await project(classes[0]!)).status).toBe('completed');
    expect(await orderStatus(SK)).toBe('completed');
    expect(
      (await t.call('closeOneProject', { SK: classes[0]! }, { cookie: cookies.userA })).body.error,
    ).toMatchObject(refused);
    expect(
      (await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.userA })).body.error,
    ).toMatchObject(refused);
  });

  it('opens nothing before the registration is complete', async () => {
    const { SK, classes } = await registered([group('2학년 1반', 0, 30)], 'approvedTempSave');
    const res = await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.userA });
    expect(res.body.error).toMatchObject(refused);
    expect((await project(classes[0]!)).status).toBe('pending');
    expect(await orderStatus(SK)).toBe('approvedTempSave');
  });

  it('is the organisation’s alone: another organisation’s class answers like a missing one', async () => {
    const { classes } = await registered([group('2학년 1반', 0, 30)]);
    for (const name of ['openOneProject', 'closeOneProject'] as const) {
      const foreign = await t.call(name, { SK: classes[0]! }, { cookie: cookies.adminB });
      const missing = await t.call(name, { SK: 'no-such-class' }, { cookie: cookies.adminB });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect((await t.call(name, { SK: classes[0]! }, { cookie: cookies.member })).status).toBe(403);
      expect((await t.call(name, { SK: classes[0]! })).status).toBe(401);
    }
    expect((await project(classes[0]!)).status).toBe('pending');
  });
});
