import type { adminListStaff } from '@putt/contract/admin/staff-accounts';
import type { OutputOf } from '@putt/contract/operation';
import { expertCourseOf, staffRoleOf } from '../auth/staff-fields.js';
import { asc, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions, staff } from '../db/schema/accounts.js';

/** Every staff account, with when each last signed in (a session is opened at each sign-in). */
export async function listStaff(db: DbOrTx): Promise<OutputOf<typeof adminListStaff>> {
  const lastSignIn = db
    .select({ staffId: sessions.staffId, at: max(sessions.createdAt).as('last_sign_in') })
    .from(sessions)
    .where(isNotNull(sessions.staffId))
    .groupBy(sessions.staffId)
    .as('last_sign_in');
  const rows = await db
    .select({ row: staff, lastSignInAt: lastSignIn.at })
    .from(staff)
    .leftJoin(lastSignIn, eq(lastSignIn.staffId, staff.id))
    .orderBy(asc(staff.staffId));
  return {
    items: rows.map(({ row, lastSignInAt }) => ({
      staffId: row.staffId,
      name: row.name,
      role: staffRoleOf(row.role),
      expertCourse: expertCourseOf(row.expertCourse),
      locked: row.lockedAt !== null,
      createdAt: row.createdAt.getTime(),
      lastSignInAt: lastSignInAt ? new Date(lastSignInAt).getTime() : null,
    })),
  };
}
