import * as client from 'openid-client';
import type { Config, SocialClient } from '../config.js';

export const socialProviders = ['google', 'kakao'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const isSocialProvider = (name: string): name is SocialProvider =>
  (socialProviders as readonly string[]).includes(name);

/**
 * Scopes asked of each provider. Kakao's e-mail (account_email) needs a reviewed app, so it is not
 * asked; Kakao still puts the e-mail in the ID token when the member agreed to give it.
 */
export const scopesOf: Record<SocialProvider, string> = {
  google: 'openid email profile',
  kakao: 'openid profile_nickname',
};

/** The provider's settings when it is configured, else undefined (its routes then answer 404). */
export const settingsOf = (config: Config, provider: SocialProvider): SocialClient | undefined =>
  config.social[provider];

/** Plain http is allowed only for a provider on this machine (the tests' local provider). */
export function isLocalIssuer(issuer: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(issuer);
}

export type Discovery = (provider: SocialProvider, settings: SocialClient) => Promise<client.Configuration>;

/**
 * Discovery once per provider for the life of the app. A failed discovery is forgotten, so a
 * provider that was down is asked again on the next sign-in rather than failing until restart.
 */
export function cachedDiscovery(): Discovery {
  const cache = new Map<SocialProvider, Promise<client.Configuration>>();
  return (provider, settings) => {
    let found = cache.get(provider);
    if (!found) {
      found = discover(settings);
      cache.set(provider, found);
      found.catch(() => cache.delete(provider));
    }
    return found;
  };
}

function discover(settings: SocialClient): Promise<client.Configuration> {
  const { issuer, clientId, clientSecret } = settings;
  // Both providers take the secret in the form body; Kakao without a secret is a public client.
  const auth = clientSecret ? client.ClientSecretPost(clientSecret) : client.None();
  return client.discovery(new URL(issuer), clientId, undefined, auth, {
    timeout: 10,
    ...(isLocalIssuer(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
  });
}
