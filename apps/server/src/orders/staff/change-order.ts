import { mayDo, orderActions, type StaffOrderAction } from '@putt/contract/admin/orders';
import { ErrorCode } from '@putt/contract/errors';
import type { OrderStatus } from '@putt/contract/orders';
import { eq } from 'drizzle-orm';
import { writeAudit, type AuditCaller } from '../../audit/write-audit.js';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import { orders, projects } from '../../db/schema/orders.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Jobs } from '../../jobs/jobs.js';
import { dispatchMail, writeMail } from '../../mail/outbox.js';
import { orderClosedMail } from '../../mail/templates/order-closed.js';
import { paymentConfirmedMail } from '../../mail/templates/payment-confirmed.js';
import { toDateColumn } from '../date-columns.js';
import { recordStatus } from '../record-status.js';

export type Deposit = { paidDate: string; paidAmount: number; paidDepositName: string };

type Change =
  | { action: 'confirmDeposit'; deposit: Deposit }
  | { action: Exclude<StaffOrderAction, 'confirmDeposit'>; reason: string };

type Caller = AuditCaller & { db: Db; jobs: Jobs; myPageUrl: string };

/**
 * A staff member moves an order along the one table of allowed transitions: the status, the
 * history row, the customer's e-mail and the audit row commit together; anything the order's
 * status does not allow is refused (409) and changes nothing.
 */
export async function changeOrder(caller: Caller, sk: string, change: Change): Promise<void> {
  const { action } = change;
  const to = orderActions[action].to;
  const outboxId = await caller.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, memberName: members.name, memberUid: members.uid })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(eq(orders.sk, sk))
      .for('update', { of: orders })
      .limit(1);
    if (!row) throw notFound('Order not found');
    const { order } = row;
    const from = order.status as OrderStatus;
    if (!mayDo(action, from)) {
      throw new AppError(ErrorCode.INVALID_STATE, `An order that is ${from} cannot be moved by ${action}`);
    }
    const deposit = change.action === 'confirmDeposit' ? change.deposit : undefined;
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(deposit && {
          isPaid: true,
          paidDate: toDateColumn(deposit.paidDate),
          paidAmount: deposit.paidAmount,
          paidDepositName: deposit.paidDepositName,
        }),
      })
      .where(eq(orders.sk, sk));
    if (to === 'canceled' || to === 'rejected') {
      await tx.update(projects).set({ status: 'canceled' }).where(eq(projects.orderSk, sk));
    }
    const reason = change.action === 'confirmDeposit' ? '입금 확인' : change.reason;
    await recordStatus(tx, { orderSk: sk, actor: caller.actor, from, to, reason });
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'order',
      targetId: sk,
      subject: `${row.memberName} (${row.memberUid})`,
      detail: {
        from,
        to,
        ...(deposit
          ? { ...deposit, expectedAmount: order.totalPrice, expectedDepositName: order.depositName }
          : { reason }),
      },
    });
    const mail = deposit
      ? paymentConfirmedMail('ko', { orderName: order.name, ...deposit, myPageUrl: caller.myPageUrl })
      : orderClosedMail('ko', {
          outcome: to === 'rejected' ? 'rejected' : 'canceled',
          orderName: order.name,
          reason,
        });
    return writeMail(tx, order.receiverEmail, mail);
  });
  await dispatchMail(caller.jobs, outboxId);
}
