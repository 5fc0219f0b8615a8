/**
 * A password a mail carries (a temporary password) is not stored in its body: the body holds this
 * placeholder and the outbox row's `secret` column the value, until the mail is sent, when the
 * value is dropped. Staff reading the outbox see the placeholder masked, never the password, so
 * nobody in the back office can sign in as the customer with it.
 */
export const SECRET_PLACEHOLDER = '⟦secret⟧';

/** What staff see where the password stands. */
const MASK = '●●●●●●●●';

/** The body as sent: the placeholder replaced by the secret. */
export function withSecret(body: string, secret: string): string {
  return body.replaceAll(SECRET_PLACEHOLDER, secret);
}

/** The body as staff may read it. */
export function masked(body: string): string {
  return body.replaceAll(SECRET_PLACEHOLDER, MASK);
}

/** Whether the mail carried a secret that was dropped once sent: sending it again would send the mask. */
export function secretDropped(mail: { text: string; secret: string | null }): boolean {
  return mail.secret === null && mail.text.includes(SECRET_PLACEHOLDER);
}
