import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { certificates } from '../db/schema/expert-courses.js';
import { AppError, notFound } from '../errors/app-error.js';

/** Revokes a certificate with its reason (issue 25): it stays, and the verification says so. */
export async function revokeCertificate(
  db: Db,
  caller: AuditCaller,
  input: { number: string; reason: string },
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.number, input.number))
      .for('update');
    if (!found) throw notFound('No such certificate');
    if (found.revokedAt) {
      throw new AppError(ErrorCode.INVALID_STATE, 'Revoked already', {
        number: 'admin_courses:v.alreadyRevoked',
      });
    }
    await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokeReason: input.reason, revokedBy: staffOf(caller.actor).staffId })
      .where(eq(certificates.number, found.number));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'certificate',
      targetId: found.number,
      subject: found.holderName,
      detail: { to: 'revoked', reason: input.reason },
    });
  });
}
