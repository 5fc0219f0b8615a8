import type { StaffRole } from '@putt/contract/admin/common';
import { createStaff } from '../staff/create-staff.js';
import type { DbOrTx } from '../db/client.js';
import { cookieOf, PASSWORD } from './members.js';
import type { TestApp } from './test-app.js';

/** A staff account with the tests' password (a counsellor with the beginner course completed). */
export function createTestStaff(db: DbOrTx, staffId: string, role: StaffRole = 'admin') {
  const expertCourse = role === 'counsellor' ? 'beginner' : null;
  return createStaff(db, { staffId, password: PASSWORD, role, name: `${staffId} 직원`, expertCourse });
}

/** Signs a staff member in through the API and answers the staff cookie to send with later calls. */
export async function loginStaffCookie(t: TestApp, staffId: string): Promise<string> {
  const res = await t.call('adminLogin', { staffId, password: PASSWORD });
  if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
  return cookieOf(res.response.headers['set-cookie']);
}
