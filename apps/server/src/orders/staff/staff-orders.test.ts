import { addDays, seoulToday } from '@putt/contract/dates';
import type { OrderStatus } from '@putt/contract/orders';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimits } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/back-office.js';
import { orderHistory, orders, projects } from '../../db/schema/orders.js';
import { createIndividual, login } from '../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { personalOrder } from '../../testing/orders.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let member: string;
let staffCookie: string;
const today = seoulToday();

beforeAll(async () => {
  t = await createTestApp();
  await createIndividual(t.database.db, 'buyer01', { name: '김구매' });
  await createTestStaff(t.database.db, 'clerk', 'operator');
  member = await login(t, 'buyer01');
  staffCookie = await loginStaffCookie(t, 'clerk');
});
afterAll(() => t.close());

async function placeOrder(depositName = '김하늘', lang: 'ko' | 'en' = 'ko'): Promise<string> {
  const input = personalOrder((o) => (o.payment_method.deposit_name = depositName));
  // the member's order limit (20 an hour) is not what these tests are about
  await t.database.db.delete(rateLimits);
  const res = await t.call('createOrder', input, { cookie: member, headers: { 'x-lang': lang } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const [row] = await t.database.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
  return row!.sk;
}

const setStatus = (sk: string, status: OrderStatus) =>
  t.database.db.update(orders).set({ status }).where(eq(orders.sk, sk));
const statusOf = async (sk: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.sk, sk)))[0]!.status;
const confirm = (SK: string, cookie = staffCookie) =>
  t.call(
    'adminConfirmDeposit',
    { SK, paidDate: today, paidAmount: 160_000, paidDepositName: '김하늘' },
    { cookie },
  );

describe('confirming a deposit', () => {
  it('approves a pending order, records the deposit, the history, the audit row and the customer’s mail', async () => {
    const sk = await placeOrder();
    const res = await confirm(sk);
    expect(res.status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({
      status: 'approved',
      isPaid: true,
      paidAmount: 160_000,
      paidDepositName: '김하늘',
    });
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderSk, sk));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
    ]);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'parent@example.com'), eq(outbox.template, 'payment-confirmed')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('160,000원');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sk), eq(auditLog.kind, 'change')));
    expect(audit[0]).toMatchObject({
      staffLogin: 'clerk',
      action: 'adminConfirmDeposit',
      subject: '김구매 (buyer01)',
    });
    expect(audit[0]!.detail).toMatchObject({ from: 'pending', to: 'approved', expectedAmount: 160_000 });

    const mine = await t.call(
      'getMyOrders',
      { type: 'individual', page: 1, searchKey: 'title', searchValue: '' },
      { cookie: member },
    );
    expect(mine.body.Items.find((o) => o.SK === sk)).toMatchObject({ status: 'approved', is_paid: true });
  });

  it('writes every later e-mail of an order in the language the customer ordered in', async () => {
    const latest = async (template: string) =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.template, template))
          .orderBy(desc(outbox.createdAt))
          .limit(1)
      )[0]!;
    expect((await confirm(await placeOrder('Sky Kim', 'en'))).status).toBe(200);
    const cancelled = await placeOrder('Sky Kim', 'en');
    await t.call('adminCancelOrder', { SK: cancelled, reason: 'duplicate' }, { cookie: staffCookie });
    expect((await latest('payment-confirmed')).subject).toMatch(/^\[Creative Talent Institute\] Payment/);
    const closed = await latest('order-canceled');
    expect(closed.subject).toMatch(/^\[Creative Talent Institute\]/);
    expect(closed.text).toContain('duplicate');
    // and a Korean order's mails stay Korean
    expect((await confirm(await placeOrder())).status).toBe(200);
    expect((await latest('payment-confirmed')).subject).toMatch(/^\[창의인재연구소\]/);
  });

  it('refuses a paid date in the future and changes nothing', async () => {
    const sk = await placeOrder();
    const res = await t.call(
      'adminConfirmDeposit',
      { SK: sk, paidDate: addDays(today, 1), paidAmount: 1, paidDepositName: 'x' },
      { cookie: staffCookie },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.paidDate).toBe('admin_orders:v.paidDateFuture');
    expect(await statusOf(sk)).toBe('pending');
  });

  it('is refused to a member and a visitor over HTTP', async () => {
    const sk = await placeOrder();
    // a member's cookie never opens a staff session: the call is a visitor's (401), not a member's
    expect((await confirm(sk, member)).status).toBe(401);
    expect(
      (await t.call('adminConfirmDeposit', { SK: sk, paidDate: today, paidAmount: 1, paidDepositName: 'x' }))
        .status,
    ).toBe(401);
    expect(await statusOf(sk)).toBe('pending');
  });
});

describe('the allowed transitions', () => {
  const cases: [action: 'confirm' | 'reject' | 'cancel', from: OrderStatus, allowed: boolean][] = [
    ['confirm', 'pending', true],
    ['confirm', 'approved', false],
    ['confirm', 'completed', false],
    ['confirm', 'canceled', false],
    ['reject', 'pending', true],
    ['reject', 'approved', false],
    ['reject', 'rejected', false],
    ['cancel', 'pending', true],
    ['cancel', 'approved', true],
    ['cancel', 'approvedTempSave', true],
    ['cancel', 'ready', true],
    ['cancel', 'ing', false],
    ['cancel', 'completed', false],
    ['cancel', 'rejected', false],
    ['cancel', 'canceled', false],
  ];
  for (const [action, from, allowed] of cases) {
    it(`${action} from ${from} is ${allowed ? 'allowed' : 'refused with 600'}`, async () => {
      const sk = await placeOrder();
      await setStatus(sk, from);
      const res =
        action === 'confirm'
          ? await confirm(sk)
          : await t.call(
              action === 'reject' ? 'adminRejectOrder' : 'adminCancelOrder',
              { SK: sk, reason: '입금 기한 지남' },
              { cookie: staffCookie },
            );
      if (allowed) {
        expect(res.status).toBe(200);
        expect(await statusOf(sk)).toBe(
          action === 'confirm' ? 'approved' : action === 'reject' ? 'rejected' : 'canceled',
        );
      } else {
        expect(res.status).toBe(400);
        expect(res.body.error?.code).toBe(600);
        expect(await statusOf(sk)).toBe(from);
      }
    });
  }

  it('a cancellation cancels the projects, keeps the reason in the history and e-mails it', async () => {
    const sk = await placeOrder();
    await t.call('adminCancelOrder', { SK: sk, reason: '고객 요청으로 취소' }, { cookie: staffCookie });
    const projectRows = await t.database.db.select().from(projects).where(eq(projects.orderSk, sk));
    expect(projectRows.every((p) => p.status === 'canceled')).toBe(true);
    const [last] = await t.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderSk, sk))
      .orderBy(desc(orderHistory.at))
      .limit(1);
    expect(last).toMatchObject({ toStatus: 'canceled', reason: '고객 요청으로 취소' });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'order-canceled'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail!.text).toContain('고객 요청으로 취소');
  });

  it('asks for a reason before rejecting', async () => {
    const sk = await placeOrder();
    const res = await t.call('adminRejectOrder', { SK: sk, reason: '  ' }, { cookie: staffCookie });
    expect(res.body.error?.fields?.reason).toBe('admin:v.reasonRequired');
    expect(await statusOf(sk)).toBe('pending');
  });
});

describe('reading orders', () => {
  it('finds orders by depositor and status, and logs the view', async () => {
    const sk = await placeOrder('박입금');
    const res = await t.call('adminListOrders', { q: '박입금', status: 'pending' }, { cookie: staffCookie });
    expect(res.body.items.map((o) => o.SK)).toEqual([sk]);
    expect(res.body.items[0]).toMatchObject({
      customerName: '김구매',
      customerUid: 'buyer01',
      depositName: '박입금',
    });
    const none = await t.call(
      'adminListOrders',
      { q: '박입금', status: 'approved' },
      { cookie: staffCookie },
    );
    expect(none.body.total).toBe(0);
    const organisations = await t.call(
      'adminListOrders',
      { q: '박입금', type: 'organisation' },
      { cookie: staffCookie },
    );
    expect(organisations.body.total).toBe(0);
    const individuals = await t.call(
      'adminListOrders',
      { q: '박입금', type: 'individual', from: today, to: today },
      { cookie: staffCookie },
    );
    expect(individuals.body.total).toBe(1);
    const past = await t.call(
      'adminListOrders',
      { q: '박입금', from: '20200101', to: '20200131' },
      { cookie: staffCookie },
    );
    expect(past.body.total).toBe(0);
    const views = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminListOrders'), eq(auditLog.kind, 'view')))
      .orderBy(auditLog.id);
    expect(views.length).toBeGreaterThanOrEqual(5);
    expect(views.at(-1)!.detail).toMatchObject({ q: '박입금', count: 0 });
  });

  it('shows one order with the customer, examinees and history, and logs whose data was seen', async () => {
    const sk = await placeOrder();
    await confirm(sk);
    const res = await t.call('adminGetOrder', { SK: sk }, { cookie: staffCookie });
    expect(res.body.customer).toMatchObject({ uid: 'buyer01', name: '김구매' });
    expect(res.body.order.projects[0]!.examinees[0]!.name).toBe('김하늘');
    expect(res.body.deposit).toEqual({ paidDate: today, paidAmount: 160_000, paidDepositName: '김하늘' });
    expect(res.body.history.at(-1)).toMatchObject({ actorKind: 'staff', actorName: 'clerk', to: 'approved' });
    const [view] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sk), eq(auditLog.kind, 'view')));
    expect(view).toMatchObject({ action: 'adminGetOrder', subject: '김구매 (buyer01)' });
    expect((await t.call('adminGetOrder', { SK: 'missing' }, { cookie: staffCookie })).status).toBe(404);
  });
});
