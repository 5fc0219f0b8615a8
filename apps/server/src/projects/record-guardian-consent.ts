import { ErrorCode } from '@putt/contract/errors';
import type { TGuardianConsentInput } from '@putt/contract/guardian-consent';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import { eq } from 'drizzle-orm';
import type { OrgActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { projects } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { toDateColumn } from '../db/date-columns.js';
import { lockProjectOf } from './move-project.js';

/** A class whose test has not ended may record (or correct) its guardians' consent. */
const recordable = ['pending', 'ready', 'ing'];

/**
 * recordGuardianConsent (PIPA art. 22-2, decision 017): the organisation states that the school
 * collected the consent of the guardians of its students under 14: who collected it, when, and
 * which member recorded it when. The test entry admits under-14 students only with it.
 */
export async function recordGuardianConsent(
  db: Db,
  actor: OrgActor,
  input: TGuardianConsentInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { project, order } = await lockProjectOf(tx, actor, input.SK);
    if (order.type !== 'organisation') throw notFound('Class not found');
    if (!recordable.includes(project.status)) {
      throw new AppError(ErrorCode.INVALID_DATA, `A class that is ${project.status} records no consent`, {
        SK: STEP_REFUSED,
      });
    }
    await tx
      .update(projects)
      .set({
        consentCollectedBy: input.collected_by,
        consentCollectedOn: toDateColumn(input.collected_on),
        consentRecordedBy: actor.memberId,
        consentRecordedAt: new Date(),
      })
      .where(eq(projects.sk, project.sk));
  });
}
