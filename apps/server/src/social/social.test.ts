import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/accounts.js';
import { cookieOf } from '../testing/members.js';
import { followProvider, startOidcProvider, type TestOidcProvider } from '../testing/oidc-provider.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ORIGIN = 'http://app.test';
const minji = { sub: 'google-sub-1', email: 'minji@example.com', name: '김민지' };

let op: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startOidcProvider({
    clients: ['google', 'kakao'].map((p) => ({
      clientId: `${p}-app`,
      redirectUri: `${ORIGIN}/auth/${p}/callback`,
    })),
    account: minji,
  });
  t = await createTestApp({
    env: {
      PUBLIC_ORIGIN: ORIGIN,
      GOOGLE_ISSUER: op.issuer,
      GOOGLE_CLIENT_ID: 'google-app',
      GOOGLE_CLIENT_SECRET: op.clients[0]!.clientSecret,
      KAKAO_ISSUER: op.issuer,
      KAKAO_CLIENT_ID: 'kakao-app',
      KAKAO_CLIENT_SECRET: op.clients[1]!.clientSecret,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Start at the app, through the provider, up to (not into) the app's callback. */
async function toCallback(provider: 'google' | 'kakao', query = '') {
  const start = await get(`/auth/${provider}/start${query}`);
  expect(start.statusCode).toBe(302);
  const callback = await followProvider(op, start.headers.location!);
  return { tx: cookieOf(start.headers['set-cookie']), callback, path: callback.pathname + callback.search };
}

function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  return lines.find((l) => l.startsWith('sid='))?.split(';')[0];
}

function expectFailure(response: LightMyRequestResponse, provider: string, reason: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/Login?social_error=${provider}&reason=${reason}`);
  expect(sessionCookie(response)).toBeUndefined();
}

const membersOf = (scope: string) => t.database.db.select().from(members).where(eq(members.scope, scope));

describe('GET /auth/:provider/start', () => {
  it('redirects to the provider with PKCE S256, state and nonce kept in a short-lived signed cookie', async () => {
    const start = await get('/auth/google/start?returnTo=https%3A%2F%2Fevil.example');
    expect(start.statusCode).toBe(302);
    const url = new URL(start.headers.location!);
    expect(url.origin).toBe(op.issuer);
    const q = url.searchParams;
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect([q.get('state'), q.get('nonce')]).toEqual([expect.any(String), expect.any(String)]);
    expect(q.get('client_id')).toBe('google-app');
    expect(q.get('redirect_uri')).toBe(`${ORIGIN}/auth/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^oidc_tx=[^;]+\.[^;]+;/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // the cookie holds what the provider's answer is checked against; the verifier never left
    const tx = JSON.parse(Buffer.from(cookie.slice(8, cookie.indexOf('.')), 'base64url').toString());
    expect(tx).toMatchObject({
      provider: 'google',
      state: q.get('state'),
      nonce: q.get('nonce'),
      returnTo: '/',
    });
    expect(createHash('sha256').update(tx.codeVerifier).digest('base64url')).toBe(q.get('code_challenge'));
  });

  it('answers 404 JSON for an unknown provider', async () => {
    const res = await get('/auth/facebook/start');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 300, message: 'Unknown sign-in provider facebook' } });
  });
});

describe('Google sign-in', () => {
  it('joins the member on the first sign-in and logs in', async () => {
    const { path, tx } = await toCallback('google', '?returnTo=%2FMyPage');
    const res = await get(path, tx);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/MyPage');
    const sid = sessionCookie(res);
    expect(sid).toBeTruthy();
    const { Item } = (await t.call('getSession', {}, { cookie: sid })).body;
    expect(Item).toMatchObject({ uid: minji.sub, type: 'google', name: minji.name, email: minji.email });
    expect(await membersOf('google')).toHaveLength(1);
  });

  it('logs into the same member later, revoking the session the browser had', async () => {
    const flow = await toCallback('google');
    const earlier = sessionCookie(await get(flow.path, flow.tx))!;
    const again = await toCallback('google');
    const res = await get(again.path, `${again.tx}; ${earlier}`);
    expect(res.headers.location).toBe('/');
    const sid = sessionCookie(res)!;
    expect((await t.call('getSession', {}, { cookie: sid })).body.Item?.uid).toBe(minji.sub);
    expect((await t.call('getSession', {}, { cookie: earlier })).body.Item).toBeNull();
    expect(await membersOf('google')).toHaveLength(1);
  });

  it('fails without a session when the state does not match', async () => {
    const { callback, tx } = await toCallback('google');
    callback.searchParams.set('state', 'forged-state');
    expectFailure(await get(callback.pathname + callback.search, tx), 'google', 'failed');
  });

  it('fails without a session when the oidc_tx cookie is missing, forged or used twice', async () => {
    const { path, tx } = await toCallback('google');
    expectFailure(await get(path), 'google', 'failed');
    expectFailure(await get(path, tx.replace(/\.[^.]+$/, '.forged')), 'google', 'failed');
    expect(sessionCookie(await get(path, tx))).toBeTruthy();
    // the code is spent: the same answer cannot be replayed
    expectFailure(await get(path, tx), 'google', 'failed');
  });

  it('says denied when the member cancels at the provider', async () => {
    op.deny = true;
    try {
      const { path, tx } = await toCallback('google');
      expect(path).toContain('error=access_denied');
      expectFailure(await get(path, tx), 'google', 'denied');
    } finally {
      op.deny = false;
    }
  });

  it('refuses a locked member', async () => {
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.uid, minji.sub));
    try {
      const { path, tx } = await toCallback('google');
      expectFailure(await get(path, tx), 'google', 'failed');
    } finally {
      await t.database.db.update(members).set({ lockedAt: null }).where(eq(members.uid, minji.sub));
    }
  });
});

describe('Kakao sign-in', () => {
  it('joins a kakao member named by the nickname', async () => {
    op.account = { sub: '4012345678', email: 'k@example.com', name: '', nickname: '카카오친구' };
    try {
      const { path, tx } = await toCallback('kakao');
      const sid = sessionCookie(await get(path, tx));
      const { Item } = (await t.call('getSession', {}, { cookie: sid })).body;
      // only openid and profile_nickname are asked of Kakao: no e-mail comes back
      expect(Item).toMatchObject({ uid: '4012345678', type: 'kakao', name: '카카오친구', email: '' });
    } finally {
      op.account = minji;
    }
  });
});

describe('getSocialProviders', () => {
  it('answers true for the configured providers', async () => {
    expect((await t.call('getSocialProviders', {})).body).toEqual({ google: true, kakao: true });
  });

  it('answers false (and 404 on its routes) for a provider that is not configured', async () => {
    // Google without its secret is not configured; Kakao needs only its client id.
    const other = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'g', KAKAO_CLIENT_ID: 'k' } });
    try {
      expect((await other.call('getSocialProviders', {})).body).toEqual({ google: false, kakao: true });
      const res = await other.app.inject({ method: 'GET', url: '/auth/google/callback?code=x&state=y' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(300);
    } finally {
      await other.close();
    }
  });
});
