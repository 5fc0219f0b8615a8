import { normaliseAuthCode } from '@putt/contract/entry-codes';

/** Longer than any code: what the code field takes (code-step.tsx). */
const CODE_MAX = 20;

/**
 * The code a slip's QR code carries (decision 027): `#code=…` after the class's link. It rides in
 * the fragment, which the browser sends to no server and puts in no Referer; the entry page reads
 * it into the code field and removes it from the address (see useSlipCode), so it is not left in
 * the address bar, the history entry or a shared screenshot.
 */
export function slipCodeOf(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  if (!value) return null;
  const code = normaliseAuthCode(value);
  return code && code.length <= CODE_MAX ? code : null;
}
