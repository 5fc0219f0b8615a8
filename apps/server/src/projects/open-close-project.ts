import { ErrorCode } from '@putt/contract/errors';
import { seoulToday } from '@putt/contract/dates';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import { and, eq, notInArray } from 'drizzle-orm';
import type { OrgActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { entryCodes, projects } from '../db/schema/orders.js';
import { AppError } from '../http/app-error.js';
import { fromDateColumn } from '../orders/date-columns.js';
import { moveOrder } from '../orders/move-order.js';
import { newAuthCodes, surveyKey } from './auth-codes.js';
import { lockOrgProject, moveProject } from './move-project.js';

/** The link an examinee opens (spec-2 §2 screen 9): the site's origin, /Survey/ and the class's key. */
export const surveyLink = (origin: string, key: string) => `${origin}/Survey/${encodeURIComponent(key)}`;

/**
 * openOneProject (spec-2 §4 "conduct test" on a pending class, decision 017): once the order's
 * registration is complete, the class gets its survey key and one authentication code per
 * student and becomes ready; on or after its start date it starts at once (ing), and its order
 * with it. One transaction.
 */
export async function openProject(db: Db, actor: OrgActor, sk: string, origin: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { project, order } = await lockOrgProject(tx, actor.orgId, sk);
    if (order.status !== 'ready' && order.status !== 'ing') {
      // the classes are still being registered (or the order is closed)
      throw new AppError(ErrorCode.INVALID_DATA, `An order that is ${order.status} opens no class`, {
        SK: STEP_REFUSED,
      });
    }
    const key = surveyKey();
    await moveProject(tx, project, 'open', actor, { surveyKey: key, responderUri: surveyLink(origin, key) });
    const codes = newAuthCodes(project.studentCount ?? 1);
    await tx
      .insert(entryCodes)
      .values(codes.map((code, index) => ({ projectSk: project.sk, num: index + 1, code })));
    if (fromDateColumn(project.startTargetDate)! <= seoulToday()) {
      await moveProject(tx, { ...project, status: 'ready' }, 'start', actor);
      if (order.status === 'ready') {
        await moveOrder(tx, order.sk, { step: 'startTests', by: actor, reason: `${project.name} 검사 시작` });
      }
    }
  });
}

/**
 * closeOneProject (spec-2 §4): an ongoing class is closed, irreversibly; when no class of the
 * order is left open, the order is completed. One transaction.
 */
export async function closeProject(db: Db, actor: OrgActor, sk: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { project, order } = await lockOrgProject(tx, actor.orgId, sk);
    await moveProject(tx, project, 'close', actor);
    const open = await tx
      .select({ sk: projects.sk })
      .from(projects)
      .where(and(eq(projects.orderSk, order.sk), notInArray(projects.status, ['completed', 'canceled'])))
      .limit(1);
    if (open.length === 0 && order.status === 'ing') {
      await moveOrder(tx, order.sk, { step: 'finishTests', by: actor, reason: '모든 검사 종료' });
    }
  });
}
