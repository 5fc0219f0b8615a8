import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';

/**
 * Which of these addresses belong to a user of the organisation who can sign in (not withdrawn,
 * not locked), lower-cased: a mail that points to the organisation's My page tells the others
 * whom to ask instead (issue 40: a homeroom teacher's address is often nobody's account).
 */
export async function orgUserAddressesOf(
  db: DbOrTx,
  organisationId: string | null,
  addresses: readonly string[],
): Promise<Set<string>> {
  const wanted = addresses.map((address) => address.trim().toLowerCase()).filter(Boolean);
  if (!organisationId || wanted.length === 0) return new Set();
  const rows = await db
    .select({ email: members.email })
    .from(members)
    .where(
      and(
        eq(members.organisationId, organisationId),
        isNull(members.withdrawnAt),
        isNull(members.lockedAt),
        inArray(sql`lower(trim(${members.email}))`, wanted),
      ),
    );
  return new Set(rows.map((row) => row.email.trim().toLowerCase()));
}
