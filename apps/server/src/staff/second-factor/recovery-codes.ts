import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@putt/contract/admin/second-factor';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffRecoveryCodes } from '../../db/schema/accounts.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Sixteen letters of base32 in groups of four (contract RECOVERY_CODE_PATTERN): 80 random bits. */
function newRecoveryCode(): string {
  const letters = [...randomBytes(16)].map((byte) => ALPHABET[byte % 32]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

// 80 random bits need no slow hash: nothing short of 2^80 tries finds one from its SHA-256, as
// with the session tokens (decision 040).
const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Replaces a staff member's recovery codes with ten new ones, and answers them (to be shown once). */
export async function issueRecoveryCodes(db: DbOrTx, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashOf(code) })));
  return codes;
}

/** Uses up one unused recovery code of the staff member; false when it is none (or was used). */
export async function useRecoveryCode(db: DbOrTx, staffId: string, code: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashOf(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
