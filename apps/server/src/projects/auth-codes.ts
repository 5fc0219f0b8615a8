import { randomBytes, randomInt } from 'node:crypto';

/**
 * The symbols of an examinee's authentication code: upper-case letters and digits a pupil copies
 * from a paper slip without doubt. Both sides of every look-alike pair are gone (0/O/Q, 1/I/L, 2/Z,
 * 5/S, 8/B, U/V: misreading one never gives another valid symbol), and so are the vowels A and E,
 * so that no code spells a word (I, O and U are already out). 20 symbols remain (G and 6 stay:
 * they are plainly apart in the slip's large bold print).
 */
export const AUTH_CODE_ALPHABET = 'CDFGHJKMNPRTWXY34679';

/** Six symbols: 20^6 = 64,000,000 codes, about 25.9 bits. */
export const AUTH_CODE_LENGTH = 6;

/** How many different codes there are. */
export const AUTH_CODE_SPACE = AUTH_CODE_ALPHABET.length ** AUTH_CODE_LENGTH;

function newAuthCode(): string {
  let code = '';
  for (let at = 0; at < AUTH_CODE_LENGTH; at += 1) {
    code += AUTH_CODE_ALPHABET[randomInt(AUTH_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * `count` new codes, drawn with node:crypto, different from one another and from every code of
 * `taken` (the codes already given out, as `normaliseAuthCode` writes them).
 */
export function newAuthCodes(count: number, taken: ReadonlySet<string> = new Set()): string[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`newAuthCodes: count must be a whole number ≥ 0, got ${count}`);
  }
  // keep the draw quick: at most half of the codes may be in use after it
  if (taken.size + count > AUTH_CODE_SPACE / 2) {
    throw new RangeError(`newAuthCodes: ${count} more codes beside ${taken.size} would crowd the code space`);
  }
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = newAuthCode();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

/**
 * A code as typed → as stored: trims, upper-cases a–z, and drops spaces and dashes (any Unicode
 * dash, and the minus sign a phone keyboard may offer). Nothing else is mapped: a look-alike the
 * alphabet lacks (O, 0, I…) stays, and the code does not match.
 */
export function normaliseAuthCode(input: string): string {
  return input
    .trim()
    .replace(/[a-z]/g, (letter) => letter.toUpperCase())
    .replace(/[\s\p{Pd}\u2212]/gu, '');
}

/** The key of a class's survey link: 16 random bytes (128 bits) in base64url, 22 characters. */
export function surveyKey(): string {
  return randomBytes(16).toString('base64url');
}
