import { describe, expect, it } from 'vitest';
import { zEmail, zNewPassword, zUid } from './validators.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('spec-1 §5 validators', () => {
  it('takes ids of 4-12 letters or digits', () => {
    expect(zUid.safeParse('abcd').success).toBe(true);
    expect(zUid.safeParse('abc123def456').success).toBe(true);
    expect(messageOf(zUid.safeParse('abc'))).toBe('v.idPattern');
    expect(messageOf(zUid.safeParse('abc123def4567'))).toBe('v.idPattern');
    expect(messageOf(zUid.safeParse('한글아이디'))).toBe('v.idPattern');
    expect(messageOf(zUid.safeParse('   '))).toBe('v.idRequired');
    expect(messageOf(zUid.safeParse(undefined))).toBe('v.idRequired');
  });

  it('takes passwords of 8-16 with a letter, a digit and one of $@!%*#?&', () => {
    expect(zNewPassword.safeParse('abcd123!').success).toBe(true);
    expect(zNewPassword.safeParse('Abcdefgh1234567$').success).toBe(true);
    expect(messageOf(zNewPassword.safeParse('abcd1234'))).toBe('v.passwordPattern');
    expect(messageOf(zNewPassword.safeParse('abcdefg!'))).toBe('v.passwordPattern');
    expect(messageOf(zNewPassword.safeParse('1234567!'))).toBe('v.passwordPattern');
    expect(messageOf(zNewPassword.safeParse('abc12!'))).toBe('v.passwordPattern');
    expect(messageOf(zNewPassword.safeParse('abcdefgh1234567$x'))).toBe('v.passwordPattern');
    expect(messageOf(zNewPassword.safeParse('abcd123!^'))).toBe('v.passwordPattern');
    expect(messageOf(zNewPassword.safeParse(''))).toBe('v.passwordRequired');
  });

  it('requires a well-formed e-mail', () => {
    expect(zEmail.safeParse('a@example.com').success).toBe(true);
    expect(messageOf(zEmail.safeParse(''))).toBe('v.emailRequired');
    expect(messageOf(zEmail.safeParse('not-an-email'))).toBe('v.emailInvalid');
  });
});
