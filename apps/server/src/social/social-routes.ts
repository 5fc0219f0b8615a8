import { ErrorCode } from '@putt/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { setSessionCookie, sessionToken } from '../auth/session-cookie.js';
import { createSession, revokeSession } from '../auth/sessions.js';
import type { Config, SocialClient } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { cachedDiscovery, isSocialProvider, scopesOf, settingsOf, type SocialProvider } from './providers.js';
import { findOrCreateSocialMember, type SocialIdentity } from './social-member.js';
import {
  clearTransactionCookie,
  readTransactionCookie,
  safeReturnTo,
  setTransactionCookie,
} from './transaction-cookie.js';

type Options = { config: Config; database: Database };
type ProviderRoute = { Params: { provider: string }; Querystring: Record<string, unknown> };

/** Why a sign-in failed, as the login page shows it: the member cancelled, or anything else. */
class SignInFailure extends Error {
  constructor(
    readonly reason: 'denied' | 'failed',
    why: string,
  ) {
    super(why);
  }
}

/**
 * Google and Kakao sign-in for individual members: OpenID Connect authorization code flow with
 * PKCE, state and nonce, all on the server, so the browser never holds a token of the provider.
 */
export async function socialRoutes(app: FastifyInstance, { config, database }: Options): Promise<void> {
  const discovery = cachedDiscovery();
  // The callback address is built from the public origin, never from the request's Host header.
  const redirectUri = (provider: SocialProvider) => `${config.publicOrigin}/auth/${provider}/callback`;

  const configured = (name: string): { provider: SocialProvider; settings: SocialClient } => {
    const settings = isSocialProvider(name) ? settingsOf(config, name) : undefined;
    if (!settings) throw new AppError(ErrorCode.NOT_FOUND, `Unknown sign-in provider ${name}`);
    return { provider: name as SocialProvider, settings };
  };

  app.get<ProviderRoute>('/auth/:provider/start', async (request, reply) => {
    const { provider, settings } = configured(request.params.provider);
    reply.header('cache-control', 'no-store');
    try {
      const oidc = await discovery(provider, settings);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri(provider),
        scope: scopesOf[provider],
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const returnTo = safeReturnTo(request.query.returnTo);
      setTransactionCookie(reply, config, { provider, codeVerifier, state, nonce, returnTo });
      return reply.redirect(url.href);
    } catch (error) {
      return failed(request, reply, provider, error);
    }
  });

  app.get<ProviderRoute>('/auth/:provider/callback', async (request, reply) => {
    const { provider, settings } = configured(request.params.provider);
    reply.header('cache-control', 'no-store');
    const tx = readTransactionCookie(request);
    // One answer per transaction: a replayed callback finds no cookie.
    clearTransactionCookie(reply, config);
    try {
      if (request.query.error === 'access_denied') throw new SignInFailure('denied', 'access_denied');
      if (!tx || tx.provider !== provider) throw new SignInFailure('failed', 'no sign-in transaction');

      const identity = await verifiedIdentity(provider, settings, request, tx);
      const found = await findOrCreateSocialMember(database.db, identity);
      if (!found.ok) throw new SignInFailure('failed', `member ${found.reason}`);

      const db = database.db;
      const token = await createSession(db, { memberId: found.member.id }, clientOf(request));
      // A new session id on every login: a session planted before login is worthless.
      await revokeSession(db, sessionToken(request));
      setSessionCookie(reply, config, token);
      request.log.info({ provider, memberId: found.member.id, joined: found.created }, 'social sign-in');
      return reply.redirect(tx.returnTo);
    } catch (error) {
      return failed(request, reply, provider, error);
    }
  });

  /** Exchanges the code; openid-client checks state, PKCE, the ID token's issuer, audience and nonce. */
  async function verifiedIdentity(
    provider: SocialProvider,
    settings: SocialClient,
    request: FastifyRequest<ProviderRoute>,
    tx: { codeVerifier: string; state: string; nonce: string },
  ): Promise<SocialIdentity> {
    const oidc = await discovery(provider, settings);
    // The same redirect_uri as in the authorization request, with the provider's answer appended.
    const currentUrl = new URL(redirectUri(provider));
    currentUrl.search = new URL(request.url, 'http://callback').search;
    const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
      pkceCodeVerifier: tx.codeVerifier,
      expectedState: tx.state,
      expectedNonce: tx.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new SignInFailure('failed', 'no ID token');
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      provider,
      sub: claims.sub,
      // Google names the member `name`; Kakao's ID token carries `nickname`.
      name: text(claims.name) || text(claims.nickname),
      // an address the provider says it has not verified is not worth keeping
      email: claims.email_verified === false ? '' : text(claims.email),
    };
  }
}

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Back to the login page with a reason it can show; never a session. */
function failed(request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, error: unknown) {
  const reason = error instanceof SignInFailure ? error.reason : 'failed';
  if (error instanceof SignInFailure)
    request.log.warn({ provider, why: error.message }, 'social sign-in refused');
  else request.log.warn({ provider, err: error }, 'social sign-in failed');
  return reply.redirect(`/Login?social_error=${provider}&reason=${reason}`);
}
