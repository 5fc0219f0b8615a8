import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffTotp } from '../../db/schema/accounts.js';
import { openSecret } from './sealed-secret.js';
import { acceptedStep } from './totp.js';

/**
 * Whether `code` is the staff member's app's code now, and not one taken before; the step is kept
 * in the same statement that checks it, so one code signs in once even when sent twice at once.
 */
export async function takeTotpCode(
  db: DbOrTx,
  sessionSecret: string,
  row: typeof staffTotp.$inferSelect,
  code: string,
): Promise<boolean> {
  const secret = openSecret(sessionSecret, row.sealedSecret);
  const step = secret === null ? null : acceptedStep(secret, code, row.lastStep);
  if (step === null) return false;
  const taken = await db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(
      and(eq(staffTotp.staffId, row.staffId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))),
    )
    .returning({ staffId: staffTotp.staffId });
  return taken.length === 1;
}
