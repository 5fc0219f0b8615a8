import type { OrderStep } from '@putt/contract/lifecycle';
import { eq } from 'drizzle-orm';
import { writeAudit, type AuditCaller } from '../../audit/write-audit.js';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import type { Jobs } from '../../jobs/jobs.js';
import { dispatchMail, writeMail } from '../../mail/outbox.js';
import { orderClosedMail } from '../../mail/templates/order-closed.js';
import { paymentConfirmedMail } from '../../mail/templates/payment-confirmed.js';
import { toDateColumn } from '../date-columns.js';
import { moveOrder } from '../move-order.js';

export type Deposit = { paidDate: string; paidAmount: number; paidDepositName: string };

type Change =
  | { action: 'confirmDeposit'; deposit: Deposit }
  | { action: Extract<OrderStep, 'reject' | 'cancel'>; reason: string };

type Caller = AuditCaller & { db: Db; jobs: Jobs; myPageUrl: string };

/**
 * A staff member takes a step of the order state machine: the status, the history row, the
 * customer's e-mail and the audit row commit together; a step the order's status does not allow
 * is refused and changes nothing.
 */
export async function changeOrder(caller: Caller, sk: string, change: Change): Promise<void> {
  const deposit = change.action === 'confirmDeposit' ? change.deposit : undefined;
  const reason = change.action === 'confirmDeposit' ? '입금 확인' : change.reason;
  const outboxId = await caller.db.transaction(async (tx) => {
    const { order, from, to } = await moveOrder(tx, sk, {
      step: change.action,
      by: caller.actor,
      reason,
      set: deposit && {
        isPaid: true,
        paidDate: toDateColumn(deposit.paidDate),
        paidAmount: deposit.paidAmount,
        paidDepositName: deposit.paidDepositName,
      },
    });
    const [customer] = await tx
      .select({ name: members.name, uid: members.uid })
      .from(members)
      .where(eq(members.id, order.memberId));
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
    const mail = deposit
      ? paymentConfirmedMail(order.lang, { orderName: order.name, ...deposit, myPageUrl: caller.myPageUrl })
      : orderClosedMail(order.lang, {
          outcome: to === 'rejected' ? 'rejected' : 'canceled',
          orderName: order.name,
          reason,
        });
    return writeMail(tx, order.receiverEmail, mail);
  });
  await dispatchMail(caller.jobs, outboxId);
}
