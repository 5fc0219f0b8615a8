import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { SocialProvider } from './providers.js';

export const TX_COOKIE = 'oidc_tx';
const TX_LIFETIME_S = 10 * 60;

/** What must survive the trip to the provider: the secrets that bind its answer to this browser. */
export type SignInTransaction = {
  provider: SocialProvider;
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  /** epoch ms: the cookie's Max-Age is only the browser's promise, the signed value is ours */
  expiresAt: number;
};

// Only under /auth: the cookie is sent to the callback and nowhere else.
const cookieOptions = (config: Config) => ({
  path: '/auth',
  httpOnly: true,
  // Lax: the provider's redirect back is a top-level GET, which Lax cookies survive.
  sameSite: 'lax' as const,
  secure: config.publicOrigin.startsWith('https://'),
});

export function setTransactionCookie(
  reply: FastifyReply,
  config: Config,
  tx: Omit<SignInTransaction, 'expiresAt'>,
): void {
  const value = Buffer.from(JSON.stringify({ ...tx, expiresAt: Date.now() + TX_LIFETIME_S * 1000 })).toString(
    'base64url',
  );
  reply.setCookie(TX_COOKIE, value, { ...cookieOptions(config), signed: true, maxAge: TX_LIFETIME_S });
}

export function clearTransactionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(TX_COOKIE, cookieOptions(config));
}

/** The transaction of this browser, or undefined when it is missing, forged, expired or malformed. */
export function readTransactionCookie(request: FastifyRequest): SignInTransaction | undefined {
  const raw = request.cookies[TX_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const tx = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as SignInTransaction;
    const fields = [tx.provider, tx.codeVerifier, tx.state, tx.nonce, tx.returnTo];
    if (!fields.every((f) => typeof f === 'string') || typeof tx.expiresAt !== 'number') return undefined;
    return tx.expiresAt > Date.now() ? tx : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A path on this site to return to after sign-in. Anything else (another origin, `//host`,
 * backslashes browsers read as slashes, characters a Location header cannot carry) becomes `/`,
 * so the flow cannot be an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  const printableAscii = /^[\x21-\x7e]*$/.test(value);
  return printableAscii && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : '/';
}
