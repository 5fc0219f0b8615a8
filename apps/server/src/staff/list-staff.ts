import type { adminListStaff } from '@putt/contract/admin/staff-accounts';
import type { OutputOf } from '@putt/contract/operation';
import { expertCourseOf, staffRoleOf } from '../auth/staff-fields.js';
import { and, asc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions, staff, staffTotp } from '../db/schema/accounts.js';

/**
 * Every staff account, with when each last signed in (a session is opened at each sign-in; one
 * still waiting for its second factor is no sign-in) and whether it has a second factor.
 */
export async function listStaff(db: DbOrTx): Promise<OutputOf<typeof adminListStaff>> {
  const lastSignIn = db
    .select({ staffId: sessions.staffId, at: max(sessions.createdAt).as('last_sign_in') })
    .from(sessions)
    .where(and(isNotNull(sessions.staffId), isNull(sessions.factorStep)))
    .groupBy(sessions.staffId)
    .as('last_sign_in');
  const rows = await db
    .select({ row: staff, lastSignInAt: lastSignIn.at, factorSince: staffTotp.enabledAt })
    .from(staff)
    .leftJoin(lastSignIn, eq(lastSignIn.staffId, staff.id))
    .leftJoin(staffTotp, eq(staffTotp.staffId, staff.id))
    .orderBy(asc(staff.staffId));
  return {
    items: rows.map(({ row, lastSignInAt, factorSince }) => ({
      staffId: row.staffId,
      name: row.name,
      role: staffRoleOf(row.role),
      expertCourse: expertCourseOf(row.expertCourse),
      locked: row.lockedAt !== null,
      secondFactor: factorSince !== null,
      createdAt: row.createdAt.getTime(),
      lastSignInAt: lastSignInAt ? new Date(lastSignInAt).getTime() : null,
    })),
  };
}
