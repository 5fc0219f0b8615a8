import { PASSWORD_PATTERN } from '@putt/contract/validators';
import { describe, expect, it } from 'vitest';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const stored = await hashPassword('abcd123!');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'abcd123!')).toBe(true);
    expect(await verifyPassword(stored, 'abcd123?')).toBe(false);
  });

  it('answers false for a missing account without throwing', async () => {
    expect(await verifyPassword(null, 'whatever1!')).toBe(false);
  });

  it('makes temporary passwords that satisfy the spec rule', () => {
    for (let i = 0; i < 200; i++) expect(temporaryPassword()).toMatch(PASSWORD_PATTERN);
  });
});
