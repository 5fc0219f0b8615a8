import type { TStaffSession } from '@putt/contract/admin/session';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { toStaffSession } from './login-staff.js';

/** The signed-in staff member as the back office shows them; null when their row is gone. */
export async function readStaffSession(db: DbOrTx, id: string): Promise<TStaffSession | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ? toStaffSession(row) : null;
}
