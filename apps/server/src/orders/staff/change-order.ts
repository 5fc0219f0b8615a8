import { ErrorCode } from '@putt/contract/errors';
import { ORG_PAYABLE_STATUSES, type OrderStep, STEP_REFUSED } from '@putt/contract/lifecycle';
import { isTestType } from '@putt/contract/org-orders';
import type { OrderStatus } from '@putt/contract/orders';
import { eq } from 'drizzle-orm';
import { cancelActivityRuns, openActivityRuns } from '../../activity-runs/open-runs.js';
import type { Actor } from '../../auth/actor.js';
import { writeAudit, type AuditCaller } from '../../audit/write-audit.js';
import type { Db, Tx } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import { orderProducts, orders } from '../../db/schema/orders.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Jobs } from '../../jobs/jobs.js';
import { dispatchMail, writeMail } from '../../mail/outbox.js';
import { orderClosedMail } from '../../mail/templates/order-closed.js';
import { orgOrderApprovedMail } from '../../mail/templates/org-order-approved.js';
import { paymentConfirmedMail } from '../../mail/templates/payment-confirmed.js';
import type { RenderedMail } from '../../mail/templates/render.js';
import { toDateColumn } from '../../db/date-columns.js';
import { moveOrder } from '../move-order.js';
import { recordStatus } from '../record-status.js';

export type Deposit = { paidDate: string; paidAmount: number; paidDepositName: string };

type Change =
  | { action: 'confirmDeposit'; deposit: Deposit }
  | { action: 'approve' }
  | { action: Extract<OrderStep, 'reject' | 'cancel'>; reason: string };

type Caller = AuditCaller & { db: Db; jobs: Jobs; publicOrigin: string };
type OrderRow = typeof orders.$inferSelect;

const myPage = (origin: string, order: OrderRow) =>
  `${origin}${order.type === 'organisation' ? '/Mypage/Order/Org' : '/Mypage/Order/Personal'}`;

/**
 * A staff member changes an order: a step of the order state machine (an individual's deposit
 * approves it; an organisation's order is approved by its own step), or an organisation's deposit,
 * recorded without a step since schools pay before or after the test. The change, the history row,
 * the customer's e-mail and the audit row commit together; what the order's status does not allow
 * is refused and changes nothing.
 */
export async function changeOrder(caller: Caller, sk: string, change: Change): Promise<void> {
  const outboxId = await caller.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.sk, sk)).for('update').limit(1);
    if (!locked) throw notFound('Order not found');
    const { order, from, to, reason, mail } =
      change.action === 'confirmDeposit' && locked.type === 'organisation'
        ? await recordOrgDeposit(tx, locked, change.deposit, caller)
        : await takeStep(tx, locked, change, caller);
    const [customer] = await tx
      .select({ name: members.name, uid: members.uid })
      .from(members)
      .where(eq(members.id, order.memberId));
    const deposit = change.action === 'confirmDeposit' ? change.deposit : undefined;
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'order',
      targetId: sk,
      subject: `${customer!.name} (${customer!.uid})`,
      detail: {
        from,
        to,
        ...(deposit
          ? { ...deposit, expectedAmount: order.totalPrice, expectedDepositName: order.depositName }
          : { reason }),
      },
    });
    return writeMail(tx, order.receiverEmail, mail);
  });
  await dispatchMail(caller.jobs, outboxId);
}

type Outcome = { order: OrderRow; from: OrderStatus; to: OrderStatus; reason: string; mail: RenderedMail };

async function takeStep(tx: Tx, locked: OrderRow, change: Change, caller: Caller): Promise<Outcome> {
  const deposit = change.action === 'confirmDeposit' ? change.deposit : undefined;
  const reason =
    change.action === 'confirmDeposit'
      ? '입금 확인'
      : change.action === 'approve'
        ? '신청 승인'
        : change.reason;
  const { order, from, to } = await moveOrder(tx, locked.sk, {
    step: change.action,
    by: caller.actor,
    reason,
    set: deposit && paidColumns(deposit),
  });
  if (change.action === 'approve') await openActivityRuns(tx, order.sk);
  if (to === 'rejected' || to === 'canceled') await cancelActivityRuns(tx, order.sk);
  const myPageUrl = myPage(caller.publicOrigin, order);
  let mail: RenderedMail;
  if (deposit) {
    mail = paymentConfirmedMail(order.lang, { orderName: order.name, ...deposit, myPageUrl });
  } else if (change.action === 'approve') {
    const lines = await tx
      .select({ type: orderProducts.type })
      .from(orderProducts)
      .where(eq(orderProducts.orderSk, order.sk));
    mail = orgOrderApprovedMail(order.lang, {
      orderName: order.name,
      quotationNo: order.quotationNo ?? '',
      hasTest: lines.some((line) => isTestType(line.type)),
      myPageUrl,
    });
  } else {
    mail = orderClosedMail(order.lang, {
      outcome: to === 'rejected' ? 'rejected' : 'canceled',
      orderName: order.name,
      reason,
    });
  }
  return { order, from, to, reason, mail };
}

/** An organisation's deposit: once, in any status but a closed one; the status stays. */
async function recordOrgDeposit(tx: Tx, order: OrderRow, deposit: Deposit, caller: Caller): Promise<Outcome> {
  const status = order.status;
  if (order.isPaid || !ORG_PAYABLE_STATUSES.includes(status)) {
    throw new AppError(
      ErrorCode.INVALID_DATA,
      `An order that is ${status}${order.isPaid ? ' and paid' : ''} takes no deposit`,
      {
        SK: STEP_REFUSED,
      },
    );
  }
  await tx
    .update(orders)
    .set({ ...paidColumns(deposit), updatedAt: new Date() })
    .where(eq(orders.sk, order.sk));
  const reason = '입금 확인';
  await recordStatus(tx, { orderSk: order.sk, by: caller.actor as Actor, from: status, to: status, reason });
  const mail = paymentConfirmedMail(order.lang, {
    orderName: order.name,
    ...deposit,
    myPageUrl: `${caller.publicOrigin}/Mypage/Order/Org/PurchaseList`,
    organisation: true,
  });
  return { order, from: status, to: status, reason, mail };
}

const paidColumns = (deposit: Deposit) => ({
  isPaid: true,
  paidDate: toDateColumn(deposit.paidDate),
  paidAmount: deposit.paidAmount,
  paidDepositName: deposit.paidDepositName,
});
