import { ErrorCode } from '@putt/contract/errors';
import { addDays, seoulToday } from '@putt/contract/dates';
import { orderStatuses, type OrderStatus } from '@putt/contract/orders';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, outbox } from '../db/schema/accounts.js';
import { files } from '../db/schema/files.js';
import { orderHistory, orderProducts, orders } from '../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { orgApplication, personalOrder } from '../testing/orders.js';
import { koreanDate } from '../pdf/document-parts.js';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'adminA' | 'userA' | 'adminB' | 'userB' | 'member' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'schoola');
  await createOrganisation(db, 'schoolb');
  await createIndividual(db, 'parent01');
  await createTestStaff(db, 'clerk', 'operator');
  cookies.adminA = await login(t, 'admin1', { orgId: 'schoola' });
  cookies.userA = await login(t, 'user1', { orgId: 'schoola' });
  cookies.adminB = await login(t, 'admin1', { orgId: 'schoolb' });
  cookies.userB = await login(t, 'user1', { orgId: 'schoolb' });
  cookies.member = await login(t, 'parent01');
  cookies.staff = await loginStaffCookie(t, 'clerk');
});
afterAll(() => t.close());

const counts = async () => {
  const { db } = t.database;
  const [o] = await db.select({ n: count() }).from(orders);
  const [l] = await db.select({ n: count() }).from(orderProducts);
  const [h] = await db.select({ n: count() }).from(orderHistory);
  const [m] = await db.select({ n: count() }).from(outbox);
  const [f] = await db.select({ n: count() }).from(files);
  return { orders: o!.n, lines: l!.n, history: h!.n, mails: m!.n, files: f!.n };
};

async function apply(cookie = cookies.adminA, change?: Parameters<typeof orgApplication>[0]) {
  const res = await t.call('requestOrgQuotation', orgApplication(change), { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Item.SK;
}

describe('requestOrgQuotation', () => {
  it('prices the lines from the catalogue and saves a pending order with its quotation mailed to the contact and the copy', async () => {
    const sk = await apply();
    const { db } = t.database;
    const [order] = await db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({
      type: 'organisation',
      kind: 'survey',
      status: 'pending',
      totalPrice: 660_000,
      receiverEmail: 'teacher@example.com',
      cc: 'office@example.com',
      depositName: 'schoola 학교',
      clientContactName: '이담당',
      testType: 'online',
      isPaid: false,
    });
    expect(order!.quotationNo).toMatch(new RegExp(`^Q-${seoulToday()}-\\d{5}$`));
    expect(order!.name).toBe('PUTT 다재능검사 (중등) 외 1건');
    const lines = await db.select().from(orderProducts).where(eq(orderProducts.orderSk, sk));
    expect(lines.map((l) => [l.prodId, l.unitPrice, l.quantity, l.notes])).toEqual([
      ['putt_m', 5_500, 60, '2학년 1반, 2반'],
      ['tocc_h', 5_500, 60, ''],
    ]);
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderSk, sk));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending' })]);
    const mails = await db.select().from(outbox).where(eq(outbox.template, 'quotation-sent'));
    expect(mails.map((m) => m.to).sort()).toEqual(['office@example.com', 'teacher@example.com']);
    expect(mails[0]!.subject).toContain(order!.quotationNo!);
    expect(mails[0]!.attachments).toEqual([
      { fileId: expect.any(String), name: `견적서-${order!.quotationNo}.pdf` },
    ]);
    const pdf = await t.files.get(mails[0]!.attachments![0]!.fileId);
    // what the school's clerk reads: recipient, lines, supply amount, VAT and the total in words
    const text = flat((await pageTexts(pdf!)).join('\n'));
    for (const expected of [
      '견적서',
      order!.quotationNo!,
      'schoola학교',
      'PUTT다재능검사(중등)',
      'TOCC창의성역량검사(청소년용)',
      '2학년1반,2반',
      '공급가액₩600,000',
      '세액₩60,000',
      '금육십육만원정(₩660,000)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers the first order to a repeated submit, also when both arrive at once', async () => {
    const form = orgApplication();
    const before = await counts();
    const [a, b] = await Promise.all([
      t.call('requestOrgQuotation', form, { cookie: cookies.adminA }),
      t.call('requestOrgQuotation', form, { cookie: cookies.adminA }),
    ]);
    const c = await t.call('requestOrgQuotation', form, { cookie: cookies.adminA });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.Item.SK, b.body.Item.SK, c.body.Item.SK]).size).toBe(1);
    const after = await counts();
    expect(after.orders - before.orders).toBe(1);
    expect(after.mails - before.mails).toBe(2);
    // the loser's rendered quotation is not left behind
    expect(after.files - before.files).toBe(1);
  });

  it('refuses a tampered unit price or total, and writes nothing', async () => {
    const before = await counts();
    const price = await t.call(
      'requestOrgQuotation',
      orgApplication((a) => {
        a.products[0]!.unit_price = 100;
        a.totalPrice = 100 * 60 + 5_500 * 60;
      }),
      { cookie: cookies.adminA },
    );
    expect(price.status).toBe(400);
    expect(price.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { 'products.0.unit_price': 'v.priceChanged' },
    });
    const total = await t.call(
      'requestOrgQuotation',
      orgApplication((a) => {
        a.totalPrice = 1;
      }),
      { cookie: cookies.adminA },
    );
    expect(total.body.error?.fields).toEqual({ totalPrice: 'v.priceChanged' });
    expect(await counts()).toEqual(before);
  });

  const refusals: [string, Parameters<typeof orgApplication>[0], Record<string, string>][] = [
    [
      'a quantity of 0',
      (a) => {
        a.products[0]!.quantity = 0;
      },
      { 'products.0.quantity': 'org-orders:v.quantity' },
    ],
    [
      'a negative quantity',
      (a) => {
        a.products[1]!.quantity = -3;
      },
      { 'products.1.quantity': 'org-orders:v.quantity' },
    ],
    [
      'no product',
      (a) => {
        a.products = [];
        a.totalPrice = 0;
      },
      { products: 'org-orders:v.noProduct' },
    ],
    [
      'a product of another kind than the pid',
      (a) => {
        a.products = [{ prod_id: 'ACTIVITY#0004', quantity: 30, unit_price: 40_000, notes: '' }];
        a.totalPrice = 1_200_000;
      },
      { 'products.0.prod_id': 'org-orders:v.productKind' },
    ],
    [
      'a test of another school level',
      (a) => {
        a.products = [{ prod_id: 'putt_e', quantity: 30, unit_price: 5_500, notes: '' }];
        a.totalPrice = 165_000;
      },
      { 'products.0.prod_id': 'org-orders:v.productLevel' },
    ],
    [
      'a deposit date in the past',
      (a) => {
        a.payment_method.bank_date = addDays(seoulToday(), -1);
      },
      { 'payment_method.bank_date': 'org-orders:v.depositDateRange' },
    ],
    [
      'a deposit date more than 90 days ahead',
      (a) => {
        a.payment_method.bank_date = addDays(seoulToday(), 91);
      },
      { 'payment_method.bank_date': 'org-orders:v.depositDateRange' },
    ],
    [
      'no test due date nor test type for a survey',
      (a) => {
        a.test_due_date = '';
        delete a.test_type;
      },
      { test_due_date: 'org-orders:v.testDueDate', test_type: 'org-orders:v.testType' },
    ],
    [
      'a coaching date before the test',
      (a) => {
        a.coaching_due_date = addDays(seoulToday(), 2);
      },
      { coaching_due_date: 'org-orders:v.coachingAfterTest' },
    ],
    [
      'a missing contact block',
      (a) => {
        a.client = { dept: '', phoneNumber: '', deptPersonName: '', deptPersonPhoneNumber: '', email: 'x' };
      },
      {
        'client.dept': 'org-orders:v.dept',
        'client.phoneNumber': 'org-orders:v.phone',
        'client.deptPersonName': 'org-orders:v.contactName',
        'client.deptPersonPhoneNumber': 'org-orders:v.mobile',
        'client.email': 'v.emailInvalid',
      },
    ],
  ];
  for (const [what, change, fields] of refusals) {
    it(`refuses ${what} with the field's message, and writes nothing`, async () => {
      const before = await counts();
      const res = await t.call('requestOrgQuotation', orgApplication(change), { cookie: cookies.adminA });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual(fields);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses an unknown pid', async () => {
    const res = await t.call(
      'requestOrgQuotation',
      { ...orgApplication(), pid: 'survey2' as 'survey' },
      { cookie: cookies.adminA },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error?.fields ?? {})).toEqual(['pid']);
  });

  it('takes an expert application without test date or type', async () => {
    const sk = await apply(cookies.userA, (a) => {
      a.pid = 'expert';
      a.products = [{ prod_id: 'EXPERT#0001', quantity: 2, unit_price: 200_000, notes: '' }];
      a.totalPrice = 400_000;
      a.test_due_date = '';
      delete a.test_type;
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({ kind: 'expert', testType: null, testDueDate: null, totalPrice: 400_000 });
  });

  it('asks an organisation of type other for its school level and prices that level', async () => {
    const { db } = t.database;
    await db.update(organisations).set({ type: 'other' }).where(eq(organisations.orgId, 'schoolb'));
    try {
      const missing = await t.call('requestOrgQuotation', orgApplication(), { cookie: cookies.adminB });
      expect(missing.body.error?.fields).toEqual({ target_level: 'org-orders:v.targetLevel' });
      const sk = await apply(cookies.adminB, (a) => {
        a.target_level = 'E';
        a.products = [{ prod_id: 'putt_e', quantity: 20, unit_price: 5_500, notes: '' }];
        a.totalPrice = 110_000;
      });
      const [order] = await db.select().from(orders).where(eq(orders.sk, sk));
      expect(order).toMatchObject({ targetLevel: 'E', totalPrice: 110_000 });
    } finally {
      await db.update(organisations).set({ type: 'middle' }).where(eq(organisations.orgId, 'schoolb'));
    }
  });

  it('writes nothing when a part of the transaction fails', async () => {
    const { db } = t.database;
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_mail before insert on outbox for each row execute function refuse_mail()`,
    );
    try {
      const before = await counts();
      const res = await t.call('requestOrgQuotation', orgApplication(), { cookie: cookies.adminA });
      expect(res.status).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
  });

  it('is refused to visitors, individual members and staff sessions', async () => {
    expect((await t.call('requestOrgQuotation', orgApplication())).status).toBe(401);
    expect((await t.call('requestOrgQuotation', orgApplication(), { cookie: cookies.member })).status).toBe(
      403,
    );
    expect((await t.call('requestOrgQuotation', orgApplication(), { cookie: cookies.staff })).status).toBe(
      401,
    );
  });
});

describe('the organisation’s lists and detail', () => {
  it('lists every application of the organisation (subType quotation), and only approved ones otherwise', async () => {
    const sk = await apply(cookies.userA);
    const all = await t.call(
      'getMyOrders',
      { type: 'organisation', subType: 'quotation' },
      { cookie: cookies.adminA },
    );
    expect(all.status).toBe(200);
    expect(all.body.Items[0]).toMatchObject({ SK: sk, kind: 'survey', has_test: true, status: 'pending' });
    const purchases = await t.call('getMyOrders', { type: 'organisation' }, { cookie: cookies.adminA });
    expect(purchases.body.Items.map((row) => row.SK)).not.toContain(sk);
    // the other organisation sees none of them
    const other = await t.call(
      'getMyOrders',
      { type: 'organisation', subType: 'quotation' },
      { cookie: cookies.userB },
    );
    expect(other.body.Items.map((row) => row.SK)).not.toContain(sk);
  });

  it('lists an order among the purchases from approval on, a temporarily saved one included, and never a pending, rejected or cancelled one', async () => {
    const sk = await apply(cookies.userA);
    const purchased: Record<OrderStatus, boolean> = {
      pending: false,
      approved: true,
      approvedTempSave: true,
      ready: true,
      ing: true,
      completed: true,
      rejected: false,
      canceled: false,
    };
    for (const status of orderStatuses) {
      await t.database.db.update(orders).set({ status }).where(eq(orders.sk, sk));
      const purchases = await t.call('getMyOrders', { type: 'organisation' }, { cookie: cookies.adminA });
      expect(purchases.body.Items.map((row) => row.SK).includes(sk), status).toBe(purchased[status]);
    }
  });

  it('refuses organisation lists to individuals and individual lists to organisations', async () => {
    expect((await t.call('getMyOrders', { type: 'organisation' }, { cookie: cookies.member })).status).toBe(
      403,
    );
    expect((await t.call('getMyOrders', { type: 'individual' }, { cookie: cookies.userA })).status).toBe(403);
    expect((await t.call('getMyOrders', { type: 'organisation' })).status).toBe(401);
  });

  it('shows an order to its organisation only: another organisation’s SK answers like a missing one', async () => {
    const sk = await apply();
    const mine = await t.call('getOrder', { SK: sk }, { cookie: cookies.userA });
    expect(mine.status).toBe(200);
    expect(mine.body.Item).toMatchObject({
      SK: sk,
      client: { orgName: 'schoola 학교', deptPersonName: '이담당' },
      products: [
        expect.objectContaining({ prod_id: 'putt_m', quantity: 60, supply_price: 330_000 }),
        expect.objectContaining({ prod_id: 'tocc_h', quantity: 60, supply_price: 330_000 }),
      ],
      documents: ['quotation'],
      tax_invoice: null,
    });
    const foreign = await t.call('getOrder', { SK: sk }, { cookie: cookies.adminB });
    const missing = await t.call('getOrder', { SK: 'no-such-order' }, { cookie: cookies.adminB });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await t.call('getOrder', { SK: sk }, { cookie: cookies.member })).status).toBe(403);
    expect((await t.call('getOrder', { SK: sk })).status).toBe(401);
  });
});

describe('staff and the organisation’s order', () => {
  it('approve the order, then confirm the deposit apart, and record the tax invoice', async () => {
    const sk = await apply();
    const { db } = t.database;
    const confirm = (SK: string) =>
      t.call(
        'adminConfirmDeposit',
        { SK, paidDate: seoulToday(), paidAmount: 660_000, paidDepositName: 'schoola 학교' },
        { cookie: cookies.staff },
      );
    expect((await t.call('adminApproveOrder', { SK: sk }, { cookie: cookies.staff })).status).toBe(200);
    let [order] = await db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({ status: 'approved', isPaid: false });
    const [approvedMail] = await db.select().from(outbox).where(eq(outbox.template, 'org-order-approved'));
    expect(approvedMail).toMatchObject({ to: 'teacher@example.com' });

    expect((await confirm(sk)).status).toBe(200);
    [order] = await db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({ status: 'approved', isPaid: true, paidAmount: 660_000 });
    // once only
    const again = await confirm(sk);
    expect(again.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { SK: 'v.transitionRefused' },
    });

    expect(
      (
        await t.call(
          'adminRecordTaxInvoice',
          { SK: sk, number: '20261125-41000123', issuedOn: seoulToday() },
          { cookie: cookies.staff },
        )
      ).status,
    ).toBe(200);
    const seen = await t.call('getOrder', { SK: sk }, { cookie: cookies.userA });
    expect(seen.body.Item).toMatchObject({
      is_paid: true,
      tax_invoice: { number: '20261125-41000123', date: seoulToday() },
      documents: ['quotation', 'statement'],
    });
    const purchases = await t.call('getMyOrders', { type: 'organisation' }, { cookie: cookies.adminA });
    expect(purchases.body.Items.find((row) => row.SK === sk)).toMatchObject({
      is_paid: true,
      status: 'approved',
    });
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderSk, sk));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      [null, 'pending', null],
      ['pending', 'approved', '신청 승인'],
      ['approved', 'approved', '입금 확인'],
    ]);
  });

  it('takes an organisation’s deposit before approval without approving it', async () => {
    const sk = await apply();
    const res = await t.call(
      'adminConfirmDeposit',
      { SK: sk, paidDate: seoulToday(), paidAmount: 660_000, paidDepositName: '학교' },
      { cookie: cookies.staff },
    );
    expect(res.status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({ status: 'pending', isPaid: true });
  });

  it('approves only organisation orders, and an individual’s deposit still approves it', async () => {
    const personal = await t.call('createOrder', personalOrder(), { cookie: cookies.member });
    const sk = personal.body.Item.SK;
    const approve = await t.call('adminApproveOrder', { SK: sk }, { cookie: cookies.staff });
    expect(approve.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { SK: 'v.transitionRefused' },
    });
    const invoice = await t.call(
      'adminRecordTaxInvoice',
      { SK: sk, number: '1', issuedOn: seoulToday() },
      { cookie: cookies.staff },
    );
    expect(invoice.status).toBe(400);
    const deposit = await t.call(
      'adminConfirmDeposit',
      { SK: sk, paidDate: seoulToday(), paidAmount: 160_000, paidDepositName: '김하늘' },
      { cookie: cookies.staff },
    );
    expect(deposit.status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, sk));
    expect(order).toMatchObject({ status: 'approved', isPaid: true });
  });

  it('shows staff the organisation’s block on the order', async () => {
    const sk = await apply();
    const res = await t.call('adminGetOrder', { SK: sk }, { cookie: cookies.staff });
    expect(res.body.organisation).toMatchObject({ SK: sk, quotation_no: expect.stringMatching(/^Q-/) });
  });
});

describe('the documents', () => {
  const get = (sk: string, kind: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/documents/orders/${sk}/${kind}.pdf`,
      headers: cookie ? { cookie } : {},
    });

  it('serve the quotation to the organisation and staff, the statement once paid, and nothing to anyone else', async () => {
    const sk = await apply();
    const quotation = await get(sk, 'quotation', cookies.userA);
    expect(quotation.statusCode).toBe(200);
    expect(quotation.headers['content-type']).toBe('application/pdf');
    expect(quotation.headers['content-disposition']).toContain(
      "filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C-Q-",
    );
    expect(quotation.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(sk, 'statement', cookies.userA)).statusCode).toBe(404);
    for (const cookie of [cookies.adminB, cookies.member, undefined]) {
      const res = await get(sk, 'quotation', cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await get('missing-order', 'quotation', cookies.userA)).json());
    }
    expect((await get(sk, 'quotation', cookies.staff)).statusCode).toBe(200);
    expect((await get(sk, 'invoice', cookies.userA)).statusCode).toBe(404);

    await t.call(
      'adminConfirmDeposit',
      { SK: sk, paidDate: seoulToday(), paidAmount: 660_000, paidDepositName: '학교' },
      { cookie: cookies.staff },
    );
    const statement = await get(sk, 'statement', cookies.adminA);
    expect(statement.statusCode).toBe(200);
    expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('date the statement’s deposit on the day staff recorded, not the day the application planned', async () => {
    // the application plans its deposit 30 days ahead (orgApplication); the school paid two days ago
    const sk = await apply();
    const planned = addDays(seoulToday(), 30);
    const paid = addDays(seoulToday(), -2);
    const quotationText = flat(
      (await pageTexts(Buffer.from((await get(sk, 'quotation', cookies.userA)).rawPayload)))[0]!,
    );
    expect(quotationText).toContain(flat(`입금 예정일${koreanDate(planned)}`));
    const deposit = await t.call(
      'adminConfirmDeposit',
      { SK: sk, paidDate: paid, paidAmount: 660_000, paidDepositName: '학교' },
      { cookie: cookies.staff },
    );
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const statement = await get(sk, 'statement', cookies.userA);
    const text = flat((await pageTexts(Buffer.from(statement.rawPayload)))[0]!);
    expect(text).toContain(flat(`입금 확인일${koreanDate(paid)}`));
    expect(text).toContain(flat(`거래일자: ${koreanDate(paid)}`));
    expect(text).not.toContain(flat(koreanDate(planned)));
  });
});
