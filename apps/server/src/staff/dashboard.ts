import type { TDashboard } from '@putt/contract/admin/dashboard';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema/accounts.js';
import { inquiries, orgInquiries } from '../db/schema/inquiries.js';
import { orders } from '../db/schema/orders.js';
import { organisationRequests } from '../db/schema/org-requests.js';

/** The pending work of the back office's first page, counted in one round of queries. */
export async function getDashboard(db: DbOrTx): Promise<TDashboard> {
  const countWhere = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [ordersAwaitingDeposit, orgRequestsPending, inquiriesNew, orgInquiriesNew, mailsFailed, jobsFailed] =
    await Promise.all([
      countWhere(db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending'))),
      countWhere(
        db
          .select({ n: count() })
          .from(organisationRequests)
          .where(eq(organisationRequests.status, 'pending')),
      ),
      countWhere(db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'new'))),
      countWhere(db.select({ n: count() }).from(orgInquiries).where(eq(orgInquiries.status, 'new'))),
      countWhere(db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'))),
      countFailedJobs(db),
    ]);
  return {
    ordersAwaitingDeposit,
    orgRequestsPending,
    inquiriesNew: inquiriesNew + orgInquiriesNew,
    mailsFailed,
    jobsFailed,
  };
}

/** Jobs that used up their retries: pg-boss keeps them in its own schema until they are retried. */
async function countFailedJobs(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
