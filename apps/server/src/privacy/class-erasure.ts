import { ErrorCode } from '@putt/contract/errors';
import { ERASE_OPEN_CLASS } from '@putt/contract/privacy';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuditCaller } from '../audit/write-audit.js';
import { type Actor, memberIdOf } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { examinees } from '../db/schema/orders.js';
import { AppError } from '../errors/app-error.js';
import { lockProjectOf } from '../projects/move-project.js';
import { recordErasureRequest } from './request-erasure.js';

/**
 * An organisation's administrator erases a closed class's pupils early (decision 041): every pupil
 * not erased yet is marked for the destruction job, the request recorded with the administrator's
 * e-mail for the receipt. Another organisation's class answers as missing; a class not closed is
 * refused (its test may still be taken). Answers how many pupils are to be erased.
 */
export async function requestClassErasure(db: Db, caller: AuditCaller & { actor: Actor }, sk: string) {
  return db.transaction(async (tx) => {
    const { project, order } = await lockProjectOf(tx, caller.actor, sk);
    if (order.type !== 'organisation' || project.status !== 'completed') {
      throw new AppError(ErrorCode.INVALID_STATE, 'The class is not closed', { SK: ERASE_OPEN_CLASS });
    }
    const pupils = await tx
      .select({ sk: examinees.sk })
      .from(examinees)
      .where(and(eq(examinees.projectSk, project.sk), isNull(examinees.erasedAt)));
    const memberId = memberIdOf(caller.actor);
    const [admin] = await tx
      .select({ email: members.email, lang: members.lang })
      .from(members)
      .where(eq(members.id, memberId));
    await recordErasureRequest(tx, caller, {
      source: 'organisation',
      examineeSks: pupils.map((pupil) => pupil.sk),
      memberId,
      projectSk: project.sk,
      receiptTo: admin?.email ?? '',
      lang: admin?.lang ?? 'ko',
    });
    return pupils.length;
  });
}
