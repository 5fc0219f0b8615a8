import { eq } from 'drizzle-orm';
import { findCustomMember, findOrgMember } from '../accounts/find-member.js';
import { verifyPassword } from '../auth/passwords.js';
import type { DbOrTx } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { demoLogins } from './demo-accounts.js';

/** The demo accounts that exist and still open with the password the README publishes. */
export async function accountsWithPublishedPasswords(db: DbOrTx): Promise<string[]> {
  const { member, organisation: org } = demoLogins;
  const staffHash = async (staffId: string) =>
    (await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.staffId, staffId)))[0]?.hash;
  const candidates = [
    ...(await Promise.all(
      [demoLogins.staff, demoLogins.counsellor].map(async ({ staffId, password }) => ({
        who: `staff ${staffId}`,
        hash: await staffHash(staffId),
        password,
      })),
    )),
    {
      who: `member ${member.uid}`,
      hash: (await findCustomMember(db, member.uid))?.member.passwordHash,
      password: member.password,
    },
    ...(await Promise.all(
      [org.admin, org.user].map(async (uid) => ({
        who: `organisation ${org.orgId} user ${uid}`,
        hash: (await findOrgMember(db, org.orgId, uid))?.member.passwordHash,
        password: org.password,
      })),
    )),
  ];
  const published: string[] = [];
  for (const { who, hash, password } of candidates) {
    if (hash && (await verifyPassword(hash, password))) published.push(who);
  }
  return published;
}
