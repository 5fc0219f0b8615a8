import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_PATTERN, PASSWORD_SPECIALS } from '@putt/contract/validators';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's baseline).
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against this when the account does not exist takes as long as a real check, so the
// answer time does not tell which ids exist.
const decoy = hash('decoy-password-1!');

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A temporary password that satisfies the spec's rule: 12 characters, letters, digits and a special. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  const all = LETTERS + DIGITS;
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!PASSWORD_PATTERN.test(password)) throw new Error('temporary password breaks the rule');
  return password;
}
