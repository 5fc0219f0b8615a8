import { ErrorCode } from '@putt/contract/errors';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { staffSessionToken } from '../../auth/session-cookie.js';
import { type FactorStep, readStaffSessionRow } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { staff } from '../../db/schema/accounts.js';
import { AppError } from '../../errors/app-error.js';
import { clearCount, countHit, refuseWhenReached } from '../../security/rate-limit.js';
import { staffLoginLimits } from '../login-staff.js';

/**
 * The staff cookie's session and its account, signed in or still waiting for the second factor:
 * what the second step's operations act on. A locked account has none.
 */
export async function staffSignInOf(db: DbOrTx, request: FastifyRequest) {
  const session = await readStaffSessionRow(db, staffSessionToken(request));
  if (!session) return undefined;
  const [account] = await db.select().from(staff).where(eq(staff.id, session.staffId)).limit(1);
  return account && !account.lockedAt ? { session, account } : undefined;
}

export type StaffSignIn = NonNullable<Awaited<ReturnType<typeof staffSignInOf>>>;

/** The sign-in of the request, which must be waiting for `step` (or, with `orSignedIn`, be signed in). */
export async function signInAt(
  db: DbOrTx,
  request: FastifyRequest,
  step: FactorStep,
  orSignedIn = false,
): Promise<StaffSignIn> {
  const signIn = await staffSignInOf(db, request);
  const at = signIn?.session.factorStep;
  if (!signIn || !(at === step || (orSignedIn && at === null))) {
    throw new AppError(ErrorCode.AUTH_ERROR, 'Login required');
  }
  return signIn;
}

/**
 * Wrong second-factor codes are limited like passwords (staffLoginLimits.perAccount in its window,
 * per account, whatever the address): `attempt` answers whether the code was right.
 */
export async function limitedFactorTry(
  db: DbOrTx,
  staffId: string,
  attempt: () => Promise<boolean>,
): Promise<void> {
  const key = `staff-factor-fail:${staffId}`;
  await refuseWhenReached(db, key, staffLoginLimits.perAccount);
  if (!(await attempt())) {
    await countHit(db, key, staffLoginLimits.windowMs);
    throw new AppError(ErrorCode.WRONG_AUTH_NUMBER, 'The code is not right', {
      code: 'admin:v.factorCodeWrong',
    });
  }
  await clearCount(db, key);
}
