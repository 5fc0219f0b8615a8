import { AUTH_CODE_ALPHABET, AUTH_CODE_LENGTH, AUTH_CODE_SPACE } from '@putt/contract/entry-codes';
import { randomBytes, randomInt } from 'node:crypto';

function newAuthCode(): string {
  let code = '';
  for (let at = 0; at < AUTH_CODE_LENGTH; at += 1) {
    code += AUTH_CODE_ALPHABET[randomInt(AUTH_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * `count` new codes, drawn with node:crypto, different from one another and from every code of
 * `taken` (the codes already given out, as the contract's `normaliseAuthCode` writes them).
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

/** The key of a class's survey link: 16 random bytes (128 bits) in base64url, 22 characters. */
export function surveyKey(): string {
  return randomBytes(16).toString('base64url');
}
