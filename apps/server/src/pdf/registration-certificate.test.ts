import { describe, expect, it } from 'vitest';
import { renderRegistrationCertificate } from './registration-certificate.js';

const data = {
  certificateNumber: '2026-0A1B2C3D',
  name: '한빛초등학교',
  orgId: 'hanbit',
  type: 'elementary' as const,
  president: '김교장',
  address: '(34141) 대전광역시 유성구 대학로 99 본관 2층',
  registeredAt: new Date('2026-11-21T03:00:00Z'),
  company: { name: '창의인재연구소', representative: '홍길동', address: '대전광역시 유성구 대학로 000' },
};

describe('renderRegistrationCertificate', () => {
  it('renders a one-page PDF with the Korean font embedded, in under a second', async () => {
    await renderRegistrationCertificate(data); // the first render loads the font files
    const started = performance.now();
    const pdf = await renderRegistrationCertificate(data);
    const elapsed = performance.now() - started;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('Pretendard');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // a subset of two weights: more than a few kilobytes, far less than the whole fonts
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(pdf.length).toBeLessThan(1_000_000);
    expect(elapsed).toBeLessThan(1000);
  });
});
