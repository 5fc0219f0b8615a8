import { ErrorCode } from '@putt/contract/errors';
import { hashPassword } from '../auth/passwords.js';
import type { DbOrTx } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { members } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';
import type { Lang } from '@putt/contract/lang';

type NewMember = {
  scope: string;
  uid: string;
  type: 'custom' | 'google' | 'kakao' | 'admin' | 'user';
  organisationId?: string;
  password?: string;
  name?: string;
  email: string;
  phoneNumber?: string;
  role?: string;
  position?: string;
  description?: string;
  mustChangePassword?: boolean;
  termsAgreedAt?: Date;
  lang?: Lang;
};

/**
 * Creates a member. The unique index on (scope, uid) decides races: of two sign-ups for one id,
 * one row is written and the other gets code 110.
 */
export async function createMember(db: DbOrTx, input: NewMember): Promise<typeof members.$inferSelect> {
  const { password, ...rest } = input;
  try {
    const [row] = await db
      .insert(members)
      .values({ ...rest, passwordHash: password ? await hashPassword(password) : null })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.ID_EXISTS, 'User already exists.');
    throw error;
  }
}
