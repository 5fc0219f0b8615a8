import { addDays, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import type { TClass } from '@putt/contract/projects';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/back-office.js';
import { entryCodes, examinees, orderHistory, orders, projects } from '../db/schema/orders.js';
import { toDateColumn } from '../db/date-columns.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { middleClass, registeredClasses } from '../testing/classes.js';
import { personalOrder } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AUTH_CODE_ALPHABET, AUTH_CODE_LENGTH } from '@putt/contract/entry-codes';

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

const group = middleClass;

/** A middle school's approved PUTT order with its classes registered (completed unless said). */
const registered = (classes: TClass[], status: 'ready' | 'approvedTempSave' = 'ready') =>
  registeredClasses(t, { org: cookies.userA, staff: cookies.staff }, classes, status);

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

  it('opens another class starting today of an order already under way: it starts too', async () => {
    const { SK, classes } = await registered([group('2학년 1반', 0, 20), group('2학년 2반', 0, 20)]);
    expect((await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.userA })).status).toBe(200);
    expect(await orderStatus(SK)).toBe('ing');
    const second = await t.call('openOneProject', { SK: classes[1]! }, { cookie: cookies.userA });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await project(classes[1]!)).status).toBe('ing');
    expect(await orderStatus(SK)).toBe('ing');
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
      // an individual reaches only the projects of their own orders
      expect((await t.call(name, { SK: classes[0]! }, { cookie: cookies.member })).body).toEqual(
        missing.body,
      );
      expect((await t.call(name, { SK: classes[0]! })).status).toBe(401);
    }
    expect((await project(classes[0]!)).status).toBe('pending');
  });
});

describe("an individual's tests (spec-1 §4)", () => {
  /** an individual's order, paid and approved by staff, its test date moved to `startIn` days */
  async function approvedOrder(startIn: number) {
    const res = await t.call('createOrder', personalOrder(), { cookie: cookies.member });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.type, 'individual'))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const confirmed = await t.call(
      'adminConfirmDeposit',
      { SK: order!.sk, paidDate: seoulToday(), paidAmount: 160_000, paidDepositName: '김하늘' },
      { cookie: cookies.staff },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await t.database.db
      .update(projects)
      .set({ startTargetDate: toDateColumn(addDays(seoulToday(), startIn)) })
      .where(eq(projects.orderSk, order!.sk));
    const rows = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.orderSk, order!.sk))
      .orderBy(asc(projects.num));
    return { SK: order!.sk, projects: rows.map((row) => row.sk) };
  }

  it('opens a test of an approved order: its link and the examinee’s own code; the order becomes ready, then ing', async () => {
    const { SK, projects: tests } = await approvedOrder(5);
    // the elementary package holds two tests (PUTT and TOCC)
    expect(tests).toHaveLength(2);
    const res = await t.call('openOneProject', { SK: tests[0]! }, { cookie: cookies.member });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await project(tests[0]!)).status).toBe('ready');
    expect(await orderStatus(SK)).toBe('ready');
    const [code] = await t.database.db.select().from(entryCodes).where(eq(entryCodes.projectSk, tests[0]!));
    const [examinee] = await t.database.db.select().from(examinees).where(eq(examinees.projectSk, tests[0]!));
    expect(code).toMatchObject({ num: 1, examineeSk: examinee!.sk });
    const detail = await t.call('getOrderProjectsContainsExamninees', { SK }, { cookie: cookies.member });
    expect(detail.body.Item.projects[0]).toMatchObject({
      status: 'ready',
      codes: [{ num: 1, code: code!.code }],
    });

    // a test opened on its date starts at once, and the order with it; the individual may end it
    await t.database.db
      .update(projects)
      .set({ startTargetDate: toDateColumn(seoulToday()) })
      .where(eq(projects.orderSk, SK));
    const second = tests[1]!;
    const openSecond = await t.call('openOneProject', { SK: second }, { cookie: cookies.member });
    expect(openSecond.status, JSON.stringify(openSecond.body)).toBe(200);
    expect((await project(second)).status).toBe('ing');
    expect(await orderStatus(SK)).toBe('ing');
    expect((await t.call('closeOneProject', { SK: second }, { cookie: cookies.member })).status).toBe(200);
    expect((await project(second)).status).toBe('completed');
    // the first test is still open: the order goes on
    expect(await orderStatus(SK)).toBe('ing');
  });

  it('opens nothing before the deposit is approved, and nothing of another member', async () => {
    const res = await t.call('createOrder', personalOrder(), { cookie: cookies.member });
    expect(res.status).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.type, 'individual'))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const [test] = await t.database.db.select().from(projects).where(eq(projects.orderSk, order!.sk));
    expect(
      (await t.call('openOneProject', { SK: test!.sk }, { cookie: cookies.member })).body.error,
    ).toMatchObject(refused);
    const { projects: tests } = await approvedOrder(5);
    const missing = await t.call('openOneProject', { SK: 'no-such' }, { cookie: cookies.userA });
    const foreign = await t.call('openOneProject', { SK: tests[0]! }, { cookie: cookies.userA });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await project(tests[0]!)).status).toBe('pending');
  });
});

describe('staff act on a customer’s project', () => {
  it('open, resend and close a class, each in the audit log; members cannot', async () => {
    const { SK, classes } = await registered([group('3학년 1반', 0, 20)]);
    const sk = classes[0]!;
    for (const name of ['adminOpenProject', 'adminResendProjectLinkMail', 'adminCloseProject'] as const) {
      expect((await t.call(name, { SK: sk }, { cookie: cookies.userA })).status).toBe(401);
    }
    expect((await t.call('adminOpenProject', { SK: sk }, { cookie: cookies.staff })).status).toBe(200);
    expect((await project(sk)).status).toBe('ing');
    expect(await orderStatus(SK)).toBe('ing');
    expect((await t.call('adminResendProjectLinkMail', { SK: sk }, { cookie: cookies.staff })).status).toBe(
      200,
    );
    expect((await t.call('adminCloseProject', { SK: sk }, { cookie: cookies.staff })).status).toBe(200);
    expect((await project(sk)).status).toBe('completed');
    expect(await orderStatus(SK)).toBe('completed');
    expect(
      (await t.call('adminCloseProject', { SK: sk }, { cookie: cookies.staff })).body.error,
    ).toMatchObject(refused);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, sk));
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['adminCloseProject', 'adminOpenProject', 'adminResendProjectLinkMail'].sort(),
    );
  });
});
