import { ErrorCode } from '@putt/contract/errors';
import { seoulToday } from '@putt/contract/dates';
import { projectOpenableIn, STEP_REFUSED } from '@putt/contract/lifecycle';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Db, Tx } from '../db/client.js';
import { entryCodes, examinees, type orders, projects } from '../db/schema/orders.js';
import { AppError } from '../errors/app-error.js';
import { fromDateColumn } from '../db/date-columns.js';
import { moveOrder } from '../orders/move-order.js';
import { newAuthCodes, surveyKey } from './auth-codes.js';
import { placeNumbers } from './entry-places.js';
import { lockProjectOf, moveProject } from './move-project.js';

type ProjectRow = typeof projects.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The link an examinee opens (spec-2 §2 screen 9): the site's origin, /Survey/ and the class's key. */
export const surveyLink = (origin: string, key: string) => `${origin}/Survey/${encodeURIComponent(key)}`;

/**
 * openOneProject (spec-2 §4 "conduct test" on a pending class, spec-1 §4 for an individual's
 * project, decision 017): the project gets its survey key and one authentication code per student
 * (a registered student's code is theirs) and becomes ready; on or after its start date it starts
 * at once (ing), and its order with it. One transaction; answers the opened project.
 */
export async function openProject(db: Db, actor: Actor, sk: string, origin: string): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const { project, order } = await lockProjectOf(tx, actor, sk);
    if (!(projectOpenableIn[order.type] as readonly string[]).includes(order.status)) {
      // the classes are still being registered, the deposit is awaited, or the order is closed
      throw new AppError(ErrorCode.INVALID_DATA, `An order that is ${order.status} opens no project`, {
        SK: STEP_REFUSED,
      });
    }
    const key = surveyKey();
    const set = { surveyKey: key, responderUri: surveyLink(origin, key) };
    await moveProject(tx, project, 'open', actor, set);
    await giveCodes(tx, project);
    if (order.status === 'approved') {
      await moveOrder(tx, order.sk, { step: 'openTests', by: actor, reason: `${project.name} 검사 열기` });
    }
    const opened: ProjectRow = { ...project, ...set, status: 'ready' };
    if (fromDateColumn(project.startTargetDate)! <= seoulToday()) {
      // an approved order became ready just now; one already under way stays so
      const orderNow: OrderRow = { ...order, status: order.status === 'approved' ? 'ready' : order.status };
      return startProject(tx, { project: opened, order: orderNow }, actor);
    }
    return opened;
  });
}

/** One code per place of the class; the place of a registered student (same number) is theirs. */
async function giveCodes(tx: Tx, project: ProjectRow): Promise<void> {
  const registered = await tx
    .select({ sk: examinees.sk, num: examinees.num })
    .from(examinees)
    .where(eq(examinees.projectSk, project.sk));
  const places = placeNumbers(
    registered.map((student) => student.num),
    project.studentCount ?? 1,
  );
  const codes = newAuthCodes(places.length);
  await tx.insert(entryCodes).values(
    places.map((num, index) => ({
      projectSk: project.sk,
      num,
      code: codes[index]!,
      examineeSk: registered.find((student) => student.num === num)?.sk ?? null,
    })),
  );
}

/**
 * A ready project whose start date has come starts (its link becomes active), and a ready order
 * with it: at opening, or by the job on the start date (start-due-projects.ts).
 */
export async function startProject(
  tx: Tx,
  { project, order }: { project: ProjectRow; order: OrderRow },
  by: Actor | 'job',
): Promise<ProjectRow> {
  await moveProject(tx, project, 'start', by);
  if (order.status === 'ready') {
    await moveOrder(tx, order.sk, { step: 'startTests', by, reason: `${project.name} 검사 시작` });
  }
  return { ...project, status: 'ing' };
}

/**
 * An ongoing project is closed, irreversibly, in the caller's transaction; when no project of the
 * order is left open, the order is completed. workflows/close-project.ts sends its results on.
 * Answers the closed project and its order.
 */
export async function completeProject(tx: Tx, actor: Actor, sk: string) {
  const { project, order } = await lockProjectOf(tx, actor, sk);
  await moveProject(tx, project, 'close', actor);
  const open = await tx
    .select({ sk: projects.sk })
    .from(projects)
    .where(and(eq(projects.orderSk, order.sk), notInArray(projects.status, ['completed', 'canceled'])))
    .limit(1);
  if (open.length === 0 && order.status === 'ing') {
    await moveOrder(tx, order.sk, { step: 'finishTests', by: actor, reason: '모든 검사 종료' });
  }
  return { project: { ...project, status: 'completed' as const }, order };
}
