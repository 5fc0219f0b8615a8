import { addDays, seoulToday } from '@putt/contract/dates';
import {
  birthYears,
  firstFailure,
  personalOrderCheckOrder,
  type TPersonalOrder,
} from '@putt/contract/orders';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { examinees, orderHistory, orderProducts, orders, projects } from '../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { personalOrder } from '../testing/orders.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let alice: string;
let bob: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  await createIndividual(t.database.db, 'alice01');
  await createIndividual(t.database.db, 'bob0001');
  await createOrganisation(t.database.db, 'school1');
  alice = await login(t, 'alice01');
  bob = await login(t, 'bob0001');
  teacher = await login(t, 'user1', { orgId: 'school1' });
});
afterAll(() => t.close());

const today = seoulToday();

const order = personalOrder;

const create = (input: TPersonalOrder, cookie = alice) => t.call('createOrder', input, { cookie });

describe('createOrder', () => {
  it('makes a pending package order in one go, with its history and the receipt e-mail', async () => {
    const res = await create(order());
    expect(res.status).toBe(200);
    const sk = res.body.Item.SK;
    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.sk, sk));
    expect(row).toMatchObject({
      status: 'pending',
      totalPrice: 160_000,
      type: 'individual',
      productKey: '1',
    });
    expect(row!.bankDate).toBe(
      `${addDays(today, 1).slice(0, 4)}-${addDays(today, 1).slice(4, 6)}-${addDays(today, 1).slice(6)}`,
    );
    const lines = await db.select().from(orderProducts).where(eq(orderProducts.orderSk, sk));
    expect(lines.map((l) => l.type).sort()).toEqual(['coach_putt_tocc_e', 'putt_e', 'tocc_e']);
    const runs = await db.select().from(projects).where(eq(projects.orderSk, sk));
    expect(runs.map((p) => p.type).sort()).toEqual(['putt_e', 'tocc_e']);
    expect(runs.every((p) => p.status === 'pending' && p.counselType === 'online')).toBe(true);
    const people = await db.select().from(examinees);
    expect(people.filter((p) => runs.some((r) => r.sk === p.projectSk))).toHaveLength(2);
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderSk, sk));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending' }]);
    expect(history[0]!.actor).toMatch(/^member:/);
    const [mail] = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ to: 'parent@example.com', template: 'order-received' });
    expect(mail!.text).toContain('160,000원');
    expect(mail!.text).toContain('000000-00-000000');
    expect(mail!.text).toContain('입금자명: 김하늘');
  });

  it('answers each of the fifteen checks with its message, the first by the spec’s priority', async () => {
    const blank = order((o) => {
      o.examinee = {
        name: '',
        dob: '',
        gender: '' as 'f',
        email: '',
        school_info: '',
        address: { postCode: '', address: '', addressDetail: '' },
      };
      o.guardian = { name: '', relationship: '', phone_number: '' };
      o.project = { counsel_type: '' as 'online', counsel_target_date: '', start_target_date: '' };
      o.receiver_email = '';
      o.payment_method = { type: 'bank_deposit', deposit_name: '', bank_date: '' };
    });
    const res = await create(blank);
    expect(res.status).toBe(400);
    const fields = res.body.error!.fields!;
    expect(Object.keys(fields).sort()).toEqual([...personalOrderCheckOrder].sort());
    expect(personalOrderCheckOrder.map((path) => fields[path])).toEqual([
      'v.examineeName',
      'v.dobRequired',
      'v.genderRequired',
      'v.examineeEmail',
      'v.schoolRequired',
      'v.schoolAddressRequired',
      'v.guardianName',
      'v.relationshipRequired',
      'v.guardianPhone',
      'v.counselType',
      'v.counselDate',
      'v.guardianEmail',
      'v.testDate',
      'v.depositName',
      'v.depositDate',
    ]);
    expect(firstFailure(fields)).toBe('v.examineeName');
    // with the name given, the next check leads
    const named = await create({ ...blank, examinee: { ...blank.examinee, name: '김하늘' } });
    expect(firstFailure(named.body.error!.fields!)).toBe('v.dobRequired');
    // formats: e-mails and the guardian's phone
    const wrong = await create(
      order((o) => {
        o.examinee.email = 'sky@';
        o.receiver_email = 'parent';
        o.guardian.phone_number = '01012345678';
      }),
    );
    expect(wrong.body.error!.fields).toEqual({
      'examinee.email': 'v.emailInvalid',
      'guardian.phone_number': 'v.phonePattern',
      receiver_email: 'v.emailInvalid',
    });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, blank.idempotencyKey)),
    ).toEqual([]);
  });

  it('takes dates only within their windows, edges included', async () => {
    const cases: [(o: TPersonalOrder) => void, string | null][] = [
      [(o) => (o.project.start_target_date = today), null],
      [(o) => (o.project.start_target_date = addDays(today, 90)), null],
      [(o) => (o.project.start_target_date = addDays(today, 91)), 'project.start_target_date'],
      [(o) => (o.project.start_target_date = addDays(today, -1)), 'project.start_target_date'],
      [(o) => (o.project.counsel_target_date = addDays(today, 90)), null],
      [(o) => (o.project.counsel_target_date = addDays(today, 91)), 'project.counsel_target_date'],
      [(o) => (o.payment_method.bank_date = addDays(today, 7)), null],
      [(o) => (o.payment_method.bank_date = addDays(today, 8)), 'payment_method.bank_date'],
      [(o) => (o.payment_method.bank_date = '20250230'), 'payment_method.bank_date'],
      [(o) => (o.examinee.dob = `${birthYears()[0]}0101`), null],
      [(o) => (o.examinee.dob = `${birthYears()[0]! + 1}0101`), 'examinee.dob'],
      [(o) => (o.examinee.dob = `${birthYears().at(-1)}1231`), null],
      [(o) => (o.examinee.dob = `${birthYears().at(-1)! - 1}1231`), 'examinee.dob'],
    ];
    for (const [change, failing] of cases) {
      const res = await create(order(change));
      if (failing === null) expect(res.status, JSON.stringify(res.body)).toBe(200);
      else expect(Object.keys(res.body.error?.fields ?? {}), failing).toEqual([failing]);
    }
  });

  it('refuses a tampered price or product key', async () => {
    const cheap = await create(order((o) => (o.totalPrice = 1000)));
    expect(cheap.body.error).toMatchObject({ code: 600, fields: { totalPrice: 'v.priceChanged' } });
    const university = await create(order((o) => (o.product_key = '4')));
    expect(university.body.error?.fields).toEqual({ totalPrice: 'v.priceChanged' });
    expect((await create(order((o) => ((o.product_key = '4'), (o.totalPrice = 180_000))))).status).toBe(200);
    const unknown = await create(order((o) => (o.product_key = '5' as '1')));
    expect(unknown.body.error?.fields).toEqual({ product_key: 'v.productKey' });
  });

  it('makes one order for a repeated or doubled submit of the same form', async () => {
    const input = order();
    const first = await create(input);
    const again = await create(input);
    expect(again.body.Item.SK).toBe(first.body.Item.SK);
    const doubled = order();
    const [a, b] = await Promise.all([create(doubled), create(doubled)]);
    expect(a.body.Item.SK).toBe(b.body.Item.SK);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(sql`${orders.idempotencyKey} in (${input.idempotencyKey}, ${doubled.idempotencyKey})`);
    expect(rows).toHaveLength(2);
  });

  it('leaves nothing behind when a step fails mid-way', async () => {
    const db = t.database.db;
    const count = async () =>
      Promise.all(
        [orders, orderProducts, projects, examinees, orderHistory, outbox].map(
          async (table) => (await db.select().from(table)).length,
        ),
      );
    const before = await count();
    await db.execute(
      sql`create function refuse_examinee() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_examinee before insert on examinees for each row execute function refuse_examinee()`,
    );
    try {
      const res = await create(order());
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_examinee on examinees`);
      await db.execute(sql`drop function refuse_examinee()`);
    }
    expect(await count()).toEqual(before);
  });

  it('is for individual members only', async () => {
    expect((await t.call('createOrder', order())).body.error?.code).toBe(100);
    expect((await create(order(), teacher)).body.error?.code).toBe(403);
  });
});

describe('a member’s orders', () => {
  let sk: string;
  beforeAll(async () => {
    sk = (await create(order((o) => (o.examinee.name = '박바다')))).body.Item.SK;
  });

  it('lists them newest first, 10 a page, searchable by name', async () => {
    const page1 = await t.call('getMyOrders', { type: 'individual' }, { cookie: alice });
    expect(page1.body.Items[0]).toMatchObject({
      SK: sk,
      status: 'pending',
      totalPrice: 160_000,
      is_paid: false,
    });
    expect(page1.body.Items).toHaveLength(10);
    expect(page1.body.hasNext).toBe(true);
    const found = await t.call('getMyOrders', { searchValue: '박바다' }, { cookie: alice });
    expect(found.body.Items.map((o) => o.SK)).toEqual([sk]);
  });

  it('shows one with its projects and examinees', async () => {
    const { body } = await t.call('getOrderProjectsContainsExamninees', { SK: sk }, { cookie: alice });
    expect(body.Item.projects).toHaveLength(2);
    expect(body.Item.projects[0]).toMatchObject({
      status: 'pending',
      start_target_date: addDays(today, 10),
      counsel_type: 'online',
      responder_uri: null,
    });
    expect(body.Item.projects[0]!.examinees[0]).toMatchObject({
      name: '박바다',
      gender: 'f',
      authCode: null,
    });
    expect(body.Item.guardian).toEqual({
      name: '김엄마',
      relationship: '어머니',
      phone_number: '010-1234-5678',
    });
  });

  it('remembers earlier examinees once each', async () => {
    const { body } = await t.call('getMyExaminees', {}, { cookie: alice });
    // one entry a person (name and birth date), though each order has a project per test
    const people = body.items.map((e) => `${e.name} ${e.dob}`);
    expect(new Set(people).size).toBe(people.length);
    expect(body.items.filter((e) => e.name === '박바다')).toHaveLength(1);
    expect(body.items.find((e) => e.name === '박바다')).toMatchObject({ school_info: '한빛초등학교 5학년' });
  });

  it('are out of reach of another member, exactly like missing ones', async () => {
    const other = await t.call('getOrderProjectsContainsExamninees', { SK: sk }, { cookie: bob });
    const missing = await t.call(
      'getOrderProjectsContainsExamninees',
      { SK: 'no-such-order' },
      { cookie: bob },
    );
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(
      (await t.call('cancelMyOrder', { SK: sk, reason: '남의 것' }, { cookie: bob })).body.error?.code,
    ).toBe(300);
    expect((await t.call('getMyOrders', {}, { cookie: bob })).body.Items).toEqual([]);
    expect((await t.call('getMyExaminees', {}, { cookie: bob })).body.items).toEqual([]);
    expect((await t.call('getMyOrders', {})).body.error?.code).toBe(100);
  });

  it('can be cancelled with a reason while pending, and only then', async () => {
    expect(
      (await t.call('cancelMyOrder', { SK: sk, reason: ' ' }, { cookie: alice })).body.error?.fields,
    ).toEqual({ reason: 'v.cancelReason' });
    expect((await t.call('cancelMyOrder', { SK: sk, reason: '일정 변경' }, { cookie: alice })).status).toBe(
      200,
    );
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderSk, sk));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'canceled',
      reason: '일정 변경',
    });
    const again = await t.call('cancelMyOrder', { SK: sk, reason: '다시' }, { cookie: alice });
    expect(again.body.error?.fields).toEqual({ SK: 'v.notCancellable' });
    const { body } = await t.call('getOrderProjectsContainsExamninees', { SK: sk }, { cookie: alice });
    expect(body.Item.status).toBe('canceled');
    expect(body.Item.projects.every((p) => p.status === 'canceled')).toBe(true);
  });
});
