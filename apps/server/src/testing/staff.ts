import type { StaffRole } from '@putt/contract/admin/common';
import { createStaff } from '../staff/create-staff.js';
import { totpCodeAt } from '../staff/second-factor/totp.js';
import type { DbOrTx } from '../db/client.js';
import { cookieOf, PASSWORD } from './members.js';
import type { TestApp } from './test-app.js';

/** A staff account with the tests' password (a counsellor with the beginner course completed). */
export function createTestStaff(db: DbOrTx, staffId: string, role: StaffRole = 'admin') {
  const expertCourse = role === 'counsellor' ? 'beginner' : null;
  return createStaff(db, { staffId, password: PASSWORD, role, name: `${staffId} 직원`, expertCourse });
}

/**
 * Signs a staff member in through the API and answers the staff cookie to send with later calls.
 * Where a second factor is required (a production app) and none is set up, it enrols one as the
 * staff member would, with the app's code computed from the secret (decision 040).
 */
export async function loginStaffCookie(t: TestApp, staffId: string): Promise<string> {
  const res = await t.call('adminLogin', { staffId, password: PASSWORD });
  if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
  const cookie = cookieOf(res.response.headers['set-cookie']);
  if (res.body.step === 'done') return cookie;
  if (res.body.step === 'verify')
    throw new Error(`${staffId} has a second factor: keep the first sign-in's cookie`);
  const { secret } = (await t.call('adminBeginTotpEnrolment', {}, { cookie })).body;
  const code = totpCodeAt(secret, Date.now());
  const confirmed = await t.call('adminConfirmTotpEnrolment', { code }, { cookie });
  if (confirmed.status !== 200) throw new Error(`staff enrolment failed: ${JSON.stringify(confirmed.body)}`);
  return cookieOf(confirmed.response.headers['set-cookie']);
}
