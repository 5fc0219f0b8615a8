import type { StaffRole } from '@putt/contract/admin/common';
import type { ExpertCourseKey } from '@putt/contract/counselling';
import { ErrorCode } from '@putt/contract/errors';
import { hashPassword } from '../auth/passwords.js';
import type { DbOrTx } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { staff } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';

/**
 * A back-office account: admin (everything), operator (no settings, no staff management) or
 * counsellor (their counselling sessions), with the expert course they completed, if any.
 */
export async function createStaff(
  db: DbOrTx,
  input: {
    staffId: string;
    password: string;
    role: StaffRole;
    name?: string;
    expertCourse?: ExpertCourseKey | null;
  },
): Promise<void> {
  try {
    await db.insert(staff).values({
      staffId: input.staffId,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      name: input.name ?? '',
      expertCourse: input.expertCourse ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.ID_EXISTS, 'Staff id already exists.');
    throw error;
  }
}
