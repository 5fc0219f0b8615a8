import { ErrorCode } from '@putt/contract/errors';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { toDateColumn } from '../../db/date-columns.js';

/**
 * Staff record the tax invoice they issued for an organisation's order (its number and date),
 * which the organisation then sees on the order. A later entry corrects the earlier one; the
 * audit row keeps both.
 */
export async function recordTaxInvoice(
  caller: AuditCaller & { db: Db },
  sk: string,
  invoice: { number: string; issuedOn: string },
): Promise<void> {
  await caller.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.sk, sk)).for('update').limit(1);
    if (!order) throw notFound('Order not found');
    if (order.type !== 'organisation' || order.status === 'rejected' || order.status === 'canceled') {
      throw new AppError(ErrorCode.INVALID_DATA, 'No tax invoice for this order', { SK: STEP_REFUSED });
    }
    await tx
      .update(orders)
      .set({
        taxInvoiceNo: invoice.number,
        taxInvoiceDate: toDateColumn(invoice.issuedOn),
        updatedAt: new Date(),
      })
      .where(eq(orders.sk, sk));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'order',
      targetId: sk,
      subject: order.name,
      detail: {
        taxInvoice: invoice,
        before: order.taxInvoiceNo ? { number: order.taxInvoiceNo, issuedOn: order.taxInvoiceDate } : null,
      },
    });
  });
}
