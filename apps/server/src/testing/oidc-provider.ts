import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The account the provider signs in; tests change it to play another person. */
export type TestAccount = { sub: string; email: string; name: string; nickname?: string };

export type TestOidcProvider = {
  issuer: string;
  clients: { clientId: string; clientSecret: string }[];
  account: TestAccount;
  /** when set, the next interactions answer access_denied, as a member pressing "cancel" */
  deny: boolean;
  close(): Promise<void>;
};

// oidc-provider ships no types (they are in @types/oidc-provider, not installed): the little used here.
type Interaction = {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
};
type Grant = {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
};
type Provider = {
  callback(): RequestListener;
  on(event: string, listener: (...args: unknown[]) => void): void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: object,
    options?: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: { new (props: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant> };
};
type ProviderClass = new (issuer: string, configuration: object) => Provider;

/**
 * A real OpenID provider (oidc-provider 9) on 127.0.0.1 with a random port. Its interaction page
 * signs `account` in and consents at once, so a test follows the whole flow with plain HTTP.
 * Each client is confidential (secret in the form body), code flow only, PKCE required.
 */
export async function startOidcProvider(options: {
  clients: { clientId: string; redirectUri: string }[];
  account: TestAccount;
}): Promise<TestOidcProvider> {
  const { Provider } = (await import('oidc-provider' as string)) as { Provider: ProviderClass };
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clients = options.clients.map((c) => ({ ...c, clientSecret: randomBytes(16).toString('hex') }));
  const state: TestOidcProvider = {
    issuer,
    clients,
    account: options.account,
    deny: false,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // scopes as Google and Kakao name them, each with the claims it releases
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      profile_nickname: ['nickname'],
    },
    // Google and Kakao put the profile claims in the ID token of the code flow; so does this one.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) =>
      sub === state.account.sub
        ? { accountId: sub, claims: async () => ({ ...state.account, email_verified: true }) }
        : undefined,
    // lifetimes (seconds) given, so the provider does not print a notice for each default it uses
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    renderError: (ctx: { type: string; body: unknown }, out: unknown) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('test OIDC provider:', error));

  const oidc = provider.callback();
  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return oidc(req, res);
    interact(provider, state, req, res).catch((error: unknown) => {
      console.error('test OIDC provider interaction:', error);
      res.writeHead(500).end();
    });
  };
  return state;
}

/** The login page and the consent page of a real provider, answered without a person. */
async function interact(
  provider: Provider,
  state: TestOidcProvider,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (state.deny) {
    const error = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    return provider.interactionFinished(req, res, error, { mergeWithLastSubmission: false });
  }
  if (details.prompt.name === 'login') {
    return provider.interactionFinished(req, res, { login: { accountId: state.account.sub } });
  }
  const accountId = details.session?.accountId ?? state.account.sub;
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: details.params.client_id });
  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  const grantId = await grant.save();
  return provider.interactionFinished(req, res, { consent: { grantId } });
}

/**
 * A browser's trip through the provider: follows its redirects (with its cookies) from `url` and
 * answers the first address outside the provider, the app's callback.
 */
export async function followProvider(provider: TestOidcProvider, url: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = new URL(url);
  for (let hop = 0; hop < 10 && next.origin === provider.issuer; hop++) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
    next = new URL(location, next);
  }
  if (next.origin === provider.issuer) throw new Error('provider redirected in circles');
  return next;
}
