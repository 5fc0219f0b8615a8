import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';
import { entryCodes, examinees, orderProducts, orders, type projects } from '../db/schema/orders.js';
import { fromDateColumn } from '../db/date-columns.js';
import type { CodeSheetData } from '../pdf/code-sheet.js';

type ProjectRow = typeof projects.$inferSelect;

/**
 * What a project's code sheet and link mail state (decision 017): the organisation (or, for an
 * individual's order, the examinee), the class, the test, the link and every code with its
 * number and, for a registered student, the name.
 */
export async function codeSheetDataOf(db: DbOrTx, project: ProjectRow): Promise<CodeSheetData> {
  const [owner] = await db
    .select({ orgName: organisations.name })
    .from(orders)
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(orders.sk, project.orderSk));
  const [line] = project.orderProductId
    ? await db
        .select({ testName: orderProducts.name })
        .from(orderProducts)
        .where(eq(orderProducts.id, project.orderProductId))
    : [];
  const codes = await db
    .select({ num: entryCodes.num, code: entryCodes.code, name: examinees.name })
    .from(entryCodes)
    .leftJoin(examinees, eq(examinees.sk, entryCodes.examineeSk))
    .where(eq(entryCodes.projectSk, project.sk))
    .orderBy(asc(entryCodes.num));
  const start = fromDateColumn(project.startTargetDate)!;
  return {
    orgName: owner?.orgName ?? codes[0]?.name ?? '',
    className: project.name,
    testName: line?.testName ?? project.name,
    link: project.responderUri ?? '',
    start,
    end: fromDateColumn(project.endTargetDate) ?? start,
    students: codes.map((row) => ({ num: row.num, name: row.name, code: row.code })),
  };
}
