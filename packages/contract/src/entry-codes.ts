/**
 * An examinee's authentication code (decision 017): what the server draws and the entry form reads
 * alike. The server draws codes (apps/server/src/projects/auth-codes.ts); both sides normalise
 * what is typed the same way.
 */

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
