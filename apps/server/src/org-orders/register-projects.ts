import { ErrorCode } from '@putt/contract/errors';
import { classBalance, isTestType } from '@putt/contract/org-orders';
import { isDepartmentType, type ZLineClasses } from '@putt/contract/projects';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrgActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { orderProducts, orders, projects } from '../db/schema/orders.js';
import { AppError } from '../errors/app-error.js';
import { toDateColumn } from '../db/date-columns.js';
import { moveOrder } from '../orders/move-order.js';
import { randomId } from '../security/random-id.js';
import { findOrgOrder } from './read-org-orders.js';

type Lines = z.output<typeof ZLineClasses>[];
type LineRow = typeof orderProducts.$inferSelect;

const refuse = (fields: Record<string, string>) =>
  new AppError(ErrorCode.INVALID_DATA, 'Invalid class registration', fields);

/**
 * Checks the classes against the order's test lines (spec-2 §5): a class of a department test
 * needs its major, any other its grade and class; a line holds no more students than were ordered
 * (fewer is the organisation's choice, which the page confirms); completing needs a class for every
 * test line. Answers each line's row with its classes.
 */
function checkClasses(tests: LineRow[], lines: Lines, complete: boolean) {
  const fields: Record<string, string> = {};
  const matched = lines.map((line, index) => {
    const row = tests.find((test) => test.prodId === line.prod_id);
    if (!row) fields[`data.products.${index}.prod_id`] = 'org-orders:v.productKind';
    line.projects.forEach((group, at) => {
      const path = `data.products.${index}.projects.${at}`;
      if (row && isDepartmentType(row.type)) {
        if (!group.major) fields[`${path}.major`] = 'org-orders:v.major';
      } else {
        if (group.grade === undefined) fields[`${path}.grade`] = 'org-orders:v.grade';
        if (group.class === undefined) fields[`${path}.class`] = 'org-orders:v.classNum';
      }
    });
    const students = line.projects.reduce((sum, group) => sum + group.student_count, 0);
    if (row && classBalance(students, row.quantity).over)
      fields[`data.products.${index}`] = 'org-orders:v.tooManyStudents';
    return { row, line };
  });
  if (complete) {
    tests.forEach((test) => {
      const line = lines.findIndex((candidate) => candidate.prod_id === test.prodId);
      if (line < 0 || lines[line]!.projects.length === 0) {
        fields[line < 0 ? 'data.products' : `data.products.${line}`] = 'org-orders:v.noClasses';
      }
    });
  }
  if (Object.keys(fields).length) throw refuse(fields);
  return matched as { row: LineRow; line: Lines[number] }[];
}

/**
 * changeOrderStatus: the organisation registers the classes of its approved order, for later
 * (approvedTempSave) or complete (ready), in one transaction: the order's step, its history row and
 * its classes. Classes are still pending (no codes yet): the submitted list replaces them, keeping
 * the SK of each class sent back with it, and the school's choice of its pupils' report links
 * (decision 028). Another organisation's order answers like a missing one.
 */
export async function registerProjects(
  db: Db,
  actor: OrgActor,
  input: {
    status: 'approvedTempSave' | 'ready';
    SK: string;
    products: Lines;
    /** decision 028: whether and how long pupils' own report links open; absent keeps the order's */
    pupilReportDays?: number | undefined;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrgOrder(tx, actor.orgId, input.SK);
    const lines = await tx
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderSk, order.sk))
      .orderBy(asc(orderProducts.sort));
    const tests = lines.filter((line) => isTestType(line.type));
    const complete = input.status === 'ready';
    const matched = checkClasses(tests, input.products, complete);
    await moveOrder(tx, order.sk, {
      step: complete ? 'completeClasses' : 'saveClasses',
      by: actor,
      reason: complete ? '진단 정보 등록 완료' : '진단 정보 임시 저장',
    });

    if (input.pupilReportDays !== undefined) {
      await tx.update(orders).set({ pupilReportDays: input.pupilReportDays }).where(eq(orders.sk, order.sk));
    }

    const kept = input.products.flatMap((line) =>
      line.projects.flatMap((group) => (group.SK ? [group.SK] : [])),
    );
    const mine = eq(projects.orderSk, order.sk);
    await tx.delete(projects).where(kept.length ? and(mine, notInArray(projects.sk, kept)) : mine);
    const existing = kept.length
      ? await tx
          .select({ sk: projects.sk })
          .from(projects)
          .where(and(mine, inArray(projects.sk, kept)))
      : [];
    const known = new Set(existing.map((row) => row.sk));
    let num = 0;
    for (const { row, line } of matched) {
      for (const group of line.projects) {
        num += 1;
        const department = isDepartmentType(row.type);
        const values = {
          orderProductId: row.id,
          num,
          name: group.name,
          type: row.type,
          startTargetDate: toDateColumn(group.start_target_date),
          endTargetDate: toDateColumn(group.end_target_date),
          grade: department ? null : (group.grade ?? null),
          classNum: department ? null : (group.class ?? null),
          major: department ? (group.major ?? null) : null,
          email: group.email,
          studentCount: group.student_count,
        };
        if (group.SK && known.has(group.SK)) {
          await tx.update(projects).set(values).where(eq(projects.sk, group.SK));
        } else {
          await tx
            .insert(projects)
            .values({ ...values, sk: randomId(), orderSk: order.sk, status: 'pending' });
        }
      }
    }
  });
}
