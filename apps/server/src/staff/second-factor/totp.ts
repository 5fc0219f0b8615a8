import { TOTP_DIGITS } from '@putt/contract/admin/second-factor';
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;
/** One step either side: a phone clock half a minute off still signs in (RFC 6238 §5.2). */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: 'PUTT',
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, RFC 4226's size) and the otpauth:// URI an app scans. */
export function newTotpSecret(staffLogin: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, staffLogin).toString() };
}

/**
 * The time step a typed code belongs to, or null when it is no code of the secret now. A step at
 * or before `lastStep` is refused: a code seen once (over a shoulder, in a replayed request) does
 * not sign in again.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of a secret at a time: for tests, which stand in for the staff member's app. */
export const totpCodeAt = (secret: string, at: number) => totpOf(secret).generate({ timestamp: at });
