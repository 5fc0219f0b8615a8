import { describe, expect, it } from 'vitest';
import { isLocalIssuer } from './providers.js';
import { safeReturnTo } from './transaction-cookie.js';

describe('safety rules', () => {
  it('returns only to paths on this site', () => {
    expect(safeReturnTo('/MyPage?tab=1')).toBe('/MyPage?tab=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'MyPage',
      '/a b',
      undefined,
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });

  it('allows plain http only for an issuer on this machine', () => {
    expect(isLocalIssuer('http://127.0.0.1:4000')).toBe(true);
    expect(isLocalIssuer('http://localhost/')).toBe(true);
    expect(isLocalIssuer('http://localhost.evil.example')).toBe(false);
    expect(isLocalIssuer('http://127.0.0.1@evil.example')).toBe(false);
    expect(isLocalIssuer('http://accounts.google.com')).toBe(false);
  });
});
