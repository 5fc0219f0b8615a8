import { describe, expect, it } from 'vitest';
import { ZReportDownload } from './reports.js';

const download = (birthday: string, name = '김하늘') =>
  ZReportDownload.safeParse({ SK: 'key', TYPE: 'student', name, birthday });
const messageOf = (result: ReturnType<typeof download>) => result.error?.issues[0]?.message;

describe('the report download’s name and birth date (spec-2 §5)', () => {
  it('takes a birth date of exactly eight digits, around spaces', () => {
    expect(download('20110305').success).toBe(true);
    expect(download(' 20110305 ').data?.birthday).toBe('20110305');
  });

  it('refuses seven digits, nine or more, and anything but digits, with the digits message', () => {
    for (const birthday of ['2011030', '201103051', '2011030512345', '2011-03-05', '2011O305', ''])
      expect(messageOf(download(birthday)), birthday).toBe('reports:v.birthdayDigits');
  });

  it('needs a name of at most twenty characters', () => {
    expect(messageOf(download('20110305', '  '))).toBe('reports:v.nameRequired');
    expect(download('20110305', '가'.repeat(20)).success).toBe(true);
    expect(messageOf(download('20110305', '가'.repeat(21)))).toBe('v.tooLong');
  });
});
