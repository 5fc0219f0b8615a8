import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orderHistory, orders } from '../db/schema/orders.js';
import { yearsBefore } from './due-examinees.js';

/**
 * Orders that ended (completed, cancelled or rejected) more than `orderYears` ago lose the buyer's
 * personal data: e-mail, depositor, guardian and the school's contacts (decision 041: 전자상거래법
 * 시행령 §6 keeps contract and payment records five years). Amounts, dates and status stay for the
 * accounts. Answers the orders' keys.
 */
export async function eraseDueBuyers(
  tx: Tx,
  { orderYears, now, limit }: { orderYears: number; now: Date; limit: number },
): Promise<string[]> {
  const cutoff = yearsBefore(now, orderYears);
  const ended = tx
    .select({ sk: orderHistory.orderSk })
    .from(orderHistory)
    .where(inArray(orderHistory.toStatus, ['completed', 'canceled', 'rejected']))
    .groupBy(orderHistory.orderSk)
    .having(lt(sql`max(${orderHistory.at})`, cutoff));
  const due = await tx
    .select({ sk: orders.sk })
    .from(orders)
    .where(and(isNull(orders.buyerErasedAt), inArray(orders.sk, ended)))
    .limit(limit);
  if (due.length === 0) return [];
  const sks = due.map((row) => row.sk);
  await tx
    .update(orders)
    .set({
      receiverEmail: '',
      depositName: '',
      paidDepositName: null,
      guardianName: null,
      guardianRelationship: null,
      guardianPhone: null,
      clientDept: '',
      clientPhone: '',
      clientContactName: '',
      clientContactPhone: '',
      cc: '',
      buyerErasedAt: now,
    })
    .where(inArray(orders.sk, sks));
  // the history's reasons may quote the buyer (a refund's depositor): they go with the data
  await tx.update(orderHistory).set({ reason: null }).where(inArray(orderHistory.orderSk, sks));
  return sks;
}
