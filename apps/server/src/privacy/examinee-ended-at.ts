import { sql } from 'drizzle-orm';
import { attempts } from '../db/schema/attempts.js';
import { examinees, orderHistory, orders, projects } from '../db/schema/orders.js';

/**
 * When an examinee's test ended, from which their identity's period runs (decision 041): the
 * class's close (or cancellation), else for an individual the last submitted attempt, else the
 * order's end. Null while the test is still going. Read in a query joining `examinees`, `projects`
 * and `orders`, so that what the report key's holder is shown and what the destruction job erases
 * agree.
 */
export const examineeEndedAt = sql<Date | null>`coalesce(
  ${projects.closedAt},
  case when ${orders.type} = 'individual'
    then (select max(${attempts.submittedAt}) from ${attempts} where ${attempts.examineeSk} = ${examinees.sk}) end,
  (select max(${orderHistory.at}) from ${orderHistory}
    where ${orderHistory.orderSk} = ${orders.sk} and ${orderHistory.toStatus} in ('completed', 'canceled', 'rejected'))
)`.mapWith(projects.closedAt);
