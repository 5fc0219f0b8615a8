import { describe, expect, it } from 'vitest';
import { ZSiteInfoInput } from './settings.js';

const field = ZSiteInfoInput.shape.mailOrderNumber;
const messageOf = (value: string) => {
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the mail-order business report number (통신판매업 신고번호)', () => {
  it('takes the certificate’s form and the ways sites copy it, trimmed', () => {
    for (const value of [
      '제2026-서울강남-01234호',
      '제 2026-서울강남-01234 호',
      '2026-서울강남-01234',
      '제2013-대전유성-0123호',
      '제2019 - 경기성남 - 1234호',
      '제2011-서울-강남-00123호',
    ]) {
      expect(messageOf(value), value).toBeUndefined();
    }
    expect(field.parse('  제2026-서울강남-01234호 ')).toBe('제2026-서울강남-01234호');
  });

  it('refuses a value without the year, the office or the number', () => {
    for (const value of [
      '',
      '01234',
      '2026-01234',
      '제26-서울강남-01234호',
      '서울강남-01234호',
      '제2026-서울강남호',
    ]) {
      expect(messageOf(value), value).toBe('admin_settings:v.mailOrderNumber');
    }
  });
});
