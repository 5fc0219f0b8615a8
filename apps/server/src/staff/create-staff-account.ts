import type { TCreateStaffInput } from '@putt/contract/admin/staff-accounts';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { createStaff } from './create-staff.js';

/** Opens a staff account from the back office, audited with it (never the password). */
export async function createStaffAccount(
  db: Db,
  caller: AuditCaller,
  input: TCreateStaffInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await createStaff(tx, input);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'staff',
      targetId: input.staffId,
      subject: input.staffId,
      detail: { name: input.name, role: input.role, expertCourse: input.expertCourse },
    });
  });
}
