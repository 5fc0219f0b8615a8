import { describe, expect, it } from 'vitest';
import {
  AUTH_CODE_ALPHABET,
  AUTH_CODE_LENGTH,
  AUTH_CODE_SPACE,
  normaliseAuthCode,
} from '@putt/contract/entry-codes';
import { newAuthCodes, surveyKey } from './auth-codes.js';

const codePattern = new RegExp(`^[${AUTH_CODE_ALPHABET}]{${AUTH_CODE_LENGTH}}$`);

describe('AUTH_CODE_ALPHABET', () => {
  it('holds upper-case letters and digits, each once', () => {
    expect(AUTH_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    expect(new Set(AUTH_CODE_ALPHABET).size).toBe(AUTH_CODE_ALPHABET.length);
    expect(AUTH_CODE_ALPHABET).toHaveLength(20);
    expect(AUTH_CODE_SPACE).toBe(64_000_000);
  });

  it('leaves out both sides of every look-alike pair, and the vowels', () => {
    for (const symbol of '0OQ1IL2Z5S8BUVAE') expect(AUTH_CODE_ALPHABET).not.toContain(symbol);
  });
});

describe('newAuthCodes', () => {
  it('draws 10,000 different codes of six symbols of the alphabet', () => {
    const codes = newAuthCodes(10_000);
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    for (const code of codes) expect(code).toMatch(codePattern);
    // every symbol is drawn about as often (60,000 draws, 3,000 each; the bounds are 9 sigma out)
    const counts = new Map<string, number>();
    for (const symbol of codes.join('')) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    for (const symbol of AUTH_CODE_ALPHABET) {
      expect(counts.get(symbol)).toBeGreaterThan(2_500);
      expect(counts.get(symbol)).toBeLessThan(3_500);
    }
  });

  it('never gives a code already taken', () => {
    const taken = new Set(newAuthCodes(5_000));
    const codes = newAuthCodes(5_000, taken);
    expect(new Set(codes).size).toBe(5_000);
    expect(codes.filter((code) => taken.has(code))).toEqual([]);
  });

  it('gives nothing for zero and refuses a count that is not a whole number or crowds the space', () => {
    expect(newAuthCodes(0)).toEqual([]);
    expect(() => newAuthCodes(-1)).toThrow(RangeError);
    expect(() => newAuthCodes(1.5)).toThrow(RangeError);
    expect(() => newAuthCodes(Number.NaN)).toThrow(RangeError);
    expect(() => newAuthCodes(AUTH_CODE_SPACE)).toThrow(RangeError);
  });
});

describe('normaliseAuthCode', () => {
  it('trims, upper-cases and drops spaces and dashes', () => {
    expect(normaliseAuthCode('  cdf479 ')).toBe('CDF479');
    expect(normaliseAuthCode('cdf-479')).toBe('CDF479');
    expect(normaliseAuthCode('C D F 4 7 9')).toBe('CDF479');
    expect(normaliseAuthCode('cdf–479')).toBe('CDF479'); // en dash
    expect(normaliseAuthCode('cdf\u2212479')).toBe('CDF479'); // minus sign
    expect(normaliseAuthCode('\tcDf\u00a0479\n')).toBe('CDF479');
  });

  it('maps nothing else: a look-alike stays as typed, so the code does not match', () => {
    expect(normaliseAuthCode('cdf4o9')).toBe('CDF4O9');
    expect(normaliseAuthCode('CDF470')).toBe('CDF470');
    expect(normaliseAuthCode('cdf_479')).toBe('CDF_479');
    expect(normaliseAuthCode('ＣＤＦ４７９')).toBe('ＣＤＦ４７９'); // full-width stays
    expect(normaliseAuthCode('ﬀ')).toBe('ﬀ'); // no Unicode case mapping beyond a–z
  });

  it('leaves a drawn code as it is', () => {
    for (const code of newAuthCodes(100)) expect(normaliseAuthCode(code)).toBe(code);
  });
});

describe('surveyKey', () => {
  it('is 16 random bytes in base64url: 22 URL-safe characters, different each time', () => {
    const keys = Array.from({ length: 1_000 }, () => surveyKey());
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(16);
      expect(encodeURIComponent(key)).toBe(key);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
