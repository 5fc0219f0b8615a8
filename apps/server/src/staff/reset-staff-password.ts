import type { TResetStaffPasswordInput } from '@putt/contract/admin/staff-accounts';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { revokeStaffSessions } from '../auth/sessions.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';

/**
 * Sets the password an administrator typed and signs the account out everywhere (whoever held the
 * old password loses access at once). The password never reaches the audit log.
 */
export async function resetStaffPassword(
  db: Db,
  caller: AuditCaller,
  input: TResetStaffPasswordInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(eq(staff.staffId, input.staffId))
      .returning({ id: staff.id, staffId: staff.staffId });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such staff account.');
    await revokeStaffSessions(tx, row.id);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'staff',
      targetId: row.staffId,
      subject: row.staffId,
      detail: { passwordReset: true },
    });
  });
}
