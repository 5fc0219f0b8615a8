import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM under a key drawn from SESSION_SECRET: the database alone does not give the TOTP
// secrets away (decision 040). A new SESSION_SECRET makes every staff member enrol again.
const keyOf = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'putt', 'staff-totp-secret', 32));

/** `iv.tag.ciphertext`, each base64url. */
export function sealSecret(sessionSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or null when it was sealed under another SESSION_SECRET (or altered). */
export function openSecret(sessionSecret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
