import type { adminListCounsellors } from '@putt/contract/admin/counselling';
import type { OutputOf } from '@putt/contract/operation';
import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { expertCourseOf } from '../auth/staff-fields.js';

/** Who may be given a session: unlocked staff with a completed expert course (spec-1 §6). */
export async function listCounsellors(db: DbOrTx): Promise<OutputOf<typeof adminListCounsellors>> {
  const rows = await db
    .select({ staffId: staff.staffId, name: staff.name, expertCourse: staff.expertCourse })
    .from(staff)
    .where(and(isNotNull(staff.expertCourse), isNull(staff.lockedAt)))
    .orderBy(asc(staff.name));
  return {
    items: rows.flatMap((row) => {
      const course = expertCourseOf(row.expertCourse);
      return course ? [{ staffId: row.staffId, name: row.name, expertCourse: course }] : [];
    }),
  };
}
