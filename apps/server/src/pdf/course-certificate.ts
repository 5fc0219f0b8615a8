import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import {
  certificateRow,
  certificateStyles as base,
  type Issuer,
  issuerBlock,
  koreanDateOf,
} from './certificate-parts.js';
import { registerPdfFonts } from './fonts.js';

/** What a course certificate states (issue 25); the company line comes from the site's settings. */
export type CourseCertificateData = {
  number: string;
  /** e.g. 다재능 코칭 전문가 2급 */
  title: string;
  /** the English line under it */
  titleEn: string;
  holderName: string;
  course: string;
  /** the cohort's name and dates, e.g. 2027년 1기 (2027-01-09 ~ 2027-02-06) */
  cohort: string;
  hours: number;
  issuedAt: Date;
  company: Issuer;
  /** where anyone checks the number */
  verifyUrl: string;
};

const styles = StyleSheet.create({
  title: { fontSize: 28, fontWeight: 'bold', textAlign: 'center', letterSpacing: 4, marginTop: 28 },
  statement: { fontSize: 13, textAlign: 'center', lineHeight: 1.8, marginTop: 40 },
  verify: { fontSize: 9, color: '#52606d', textAlign: 'center', marginTop: 'auto' },
});

function certificate(data: CourseCertificateData) {
  return h(
    Document,
    { title: `${data.title} - ${data.holderName}`, author: data.company.name, language: 'ko' },
    h(
      Page,
      { size: 'A4', style: base.page },
      h(View, { style: base.frame }, [
        h(Text, { style: base.number, key: 'number' }, `제 ${data.number} 호`),
        h(Text, { style: styles.title, key: 'title' }, data.title),
        h(Text, { style: base.subtitle, key: 'subtitle' }, data.titleEn),
        certificateRow('성명', data.holderName),
        certificateRow('과정', data.course),
        certificateRow('기수', data.cohort),
        certificateRow('이수 시간', `${data.hours}시간`),
        certificateRow('발급일', koreanDateOf(data.issuedAt)),
        h(
          Text,
          { style: styles.statement, key: 'statement' },
          `위 사람은 ${data.company.name}의 ${data.course}을(를)\n성실히 이수하였으므로 이 증서를 수여합니다.`,
        ),
        h(Text, { style: base.date, key: 'date' }, koreanDateOf(data.issuedAt)),
        issuerBlock(data.company),
        h(
          Text,
          { style: styles.verify, key: 'verify' },
          `진위 확인: ${data.verifyUrl} (자격증 번호와 성명 입력)`,
        ),
      ]),
    ),
  );
}

/** A course certificate as PDF bytes (one A4 page, fonts embedded). */
export function renderCourseCertificate(data: CourseCertificateData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(certificate(data));
}
