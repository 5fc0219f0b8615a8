import { describe, expect, it } from 'vitest';
import { classResultsMail } from './class-results.js';

const results = { className: '2학년 1반', testName: 'PUTT 중등', released: 3, held: 0 };
const page = 'https://putt.example.kr/Mypage/Order/Org/Project/Detail/abc';

describe('the class-results mail', () => {
  it('links the reports for an address that opens the page, and names whom to ask for any other (issue 40)', () => {
    for (const lang of ['ko', 'en'] as const) {
      expect(classResultsMail(lang, { ...results, reports: { link: page } }).text).toContain(page);
      const asking = classResultsMail(lang, {
        ...results,
        reports: { ask: { name: '김담당', email: 'office@school.kr' } },
      });
      expect(asking.text).not.toContain('/Mypage/');
      expect(asking.text).toContain(lang === 'ko' ? '김담당(office@school.kr)' : '김담당 (office@school.kr)');
    }
    // an applicant without a name on the order is named by address alone
    const unnamed = classResultsMail('ko', {
      ...results,
      reports: { ask: { name: '', email: 'office@school.kr' } },
    });
    expect(unnamed.text).toContain('담당자 office@school.kr에게');
  });

  it('keeps a hostile name as text', () => {
    const mail = classResultsMail('ko', {
      ...results,
      reports: { ask: { name: '<img src=x onerror=alert(1)>', email: 'a@b.kr' } },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });
});
