import { eq } from 'drizzle-orm';
import { staff } from '../../../db/schema/accounts.js';
import { toStaffSession } from '../../../staff/login-staff.js';
import { anyone, implement } from '../../registry.js';

export const adminGetSession = implement('adminGetSession', anyone, async (_input, { db, actor }) => {
  if (actor.role !== 'staff') return { staff: null };
  const [row] = await db.select().from(staff).where(eq(staff.id, actor.staffId)).limit(1);
  return { staff: row ? toStaffSession(row) : null };
});
