import { purchasedStatuses } from '@putt/contract/lifecycle';
import type { Level } from '@putt/contract/catalogue';
import {
  isTestType,
  type OrgDocumentKind,
  type OrgTestType,
  type TOrgOrderDetail,
  type TOrgOrderRow,
} from '@putt/contract/org-orders';
import { ORDER_PAGE_SIZE, type OrgApplicationKind } from '@putt/contract/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { pageWindow } from '../db/paging.js';
import { organisations } from '../db/schema/accounts.js';
import { orderProducts, orders } from '../db/schema/orders.js';
import { notFound } from '../errors/app-error.js';
import { fromDateColumn } from '../db/date-columns.js';

type OrderRow = typeof orders.$inferSelect;

/** Orders staff approved and after: the diagnostic and purchase lists (spec-2 §2 screens 2 and 5). */

/** Whether the order holds a test line (spec-2 §4: else its progress reads not applicable). */
async function testOrders(db: DbOrTx, sks: string[]): Promise<Set<string>> {
  if (!sks.length) return new Set();
  const lines = await db
    .select({ orderSk: orderProducts.orderSk, type: orderProducts.type })
    .from(orderProducts)
    .where(inArray(orderProducts.orderSk, sks));
  return new Set(lines.filter((line) => isTestType(line.type)).map((line) => line.orderSk));
}

const toRow = (row: OrderRow, hasTest: boolean): TOrgOrderRow => ({
  SK: row.sk,
  name: row.name,
  type: 'organisation',
  status: row.status,
  totalPrice: row.totalPrice,
  createdDate: row.createdAt.getTime(),
  is_paid: row.isPaid,
  kind: row.kind as OrgApplicationKind,
  has_test: hasTest,
  quotation_no: row.quotationNo ?? '',
});

/**
 * The organisation's orders, newest first, 10 a page: every application (`quotation`: the request
 * list), else the orders staff approved (the diagnostic and purchase lists); a search looks for the
 * text in the order's name.
 */
export async function listOrgOrders(
  db: DbOrTx,
  organisationId: string,
  { page, search, subType }: { page: number; search: string; subType?: 'quotation' },
) {
  const conditions = [eq(orders.organisationId, organisationId), eq(orders.type, 'organisation')];
  if (!subType) conditions.push(inArray(orders.status, [...purchasedStatuses]));
  if (search) conditions.push(sql`strpos(lower(${orders.name}), ${search.toLowerCase()}) > 0`);
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.sk))
    .limit(ORDER_PAGE_SIZE + 1)
    .offset(pageWindow(page, ORDER_PAGE_SIZE).offset);
  const shown = rows.slice(0, ORDER_PAGE_SIZE);
  const tests = await testOrders(
    db,
    shown.map((row) => row.sk),
  );
  return {
    Items: shown.map((row) => toRow(row, tests.has(row.sk))),
    page,
    hasNext: rows.length > ORDER_PAGE_SIZE,
  };
}

/** One of the organisation's orders; another organisation's answers exactly like a missing one. */
export async function findOrgOrder(db: DbOrTx, organisationId: string, sk: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sk, sk), eq(orders.organisationId, organisationId), eq(orders.type, 'organisation')))
    .limit(1);
  if (!order) throw notFound('Order not found');
  return order;
}

/** The documents of an order: its quotation always, the transaction statement once it is paid. */
export const documentsOf = (order: Pick<OrderRow, 'isPaid'>): OrgDocumentKind[] =>
  order.isPaid ? ['quotation', 'statement'] : ['quotation'];

/** An organisation order's lines, in their order, and its organisation's name. */
export async function linesAndOrganisation(db: DbOrTx, order: OrderRow) {
  const [lines, [organisation]] = await Promise.all([
    db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderSk, order.sk))
      .orderBy(asc(orderProducts.sort)),
    db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, order.organisationId!)),
  ]);
  return { lines, organisation: organisation! };
}

/** An organisation's order with its lines, contact, plans, payment, tax invoice and documents. */
export async function orgOrderDetail(db: DbOrTx, order: OrderRow): Promise<TOrgOrderDetail> {
  const { lines, organisation } = await linesAndOrganisation(db, order);
  return {
    ...toRow(
      order,
      lines.some((line) => isTestType(line.type)),
    ),
    receiver_email: order.receiverEmail,
    cc: order.cc,
    client: {
      orgName: organisation.name,
      dept: order.clientDept,
      phoneNumber: order.clientPhone,
      deptPersonName: order.clientContactName,
      deptPersonPhoneNumber: order.clientContactPhone,
      email: order.receiverEmail,
    },
    payment_method: {
      type: 'bank_deposit',
      bank_date: fromDateColumn(order.bankDate)!,
      deposit_name: order.depositName,
    },
    products: lines.map((line) => ({
      prod_id: line.prodId,
      name: line.name,
      type: line.type,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      supply_price: line.unitPrice * line.quantity,
      notes: line.notes,
    })),
    test_due_date: fromDateColumn(order.testDueDate),
    test_type: order.testType as OrgTestType | null,
    coaching_due_date: fromDateColumn(order.coachingDueDate),
    target_level: order.targetLevel as Level | null,
    paid_date: fromDateColumn(order.paidDate),
    tax_invoice:
      order.taxInvoiceNo && order.taxInvoiceDate
        ? { number: order.taxInvoiceNo, date: fromDateColumn(order.taxInvoiceDate)! }
        : null,
    documents: documentsOf(order),
    pupil_report_days: order.pupilReportDays,
  };
}
