import type { OrganisationType } from '@putt/contract/org-requests';
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

/** What the registration certificate states; the company line comes from the site's settings. */
export type CertificateData = {
  certificateNumber: string;
  name: string;
  orgId: string;
  type: OrganisationType;
  president: string;
  address: string;
  registeredAt: Date;
  company: Issuer;
};

// The certificate is a Korean document (like the organisation's own paperwork), so its words are Korean.
const typeNames: Record<OrganisationType, string> = {
  elementary: '초등학교',
  middle: '중학교',
  high: '고등학교',
  university: '대학교',
  other: '기타 기관(법인/재단 등)',
};

const styles = StyleSheet.create({
  title: { fontSize: 30, fontWeight: 'bold', textAlign: 'center', letterSpacing: 12, marginTop: 28 },
  statement: { fontSize: 13, textAlign: 'center', lineHeight: 1.8, marginTop: 44 },
});

function certificate(data: CertificateData) {
  return h(
    Document,
    { title: `기관 등록증 - ${data.name}`, author: data.company.name, language: 'ko' },
    h(
      Page,
      { size: 'A4', style: base.page },
      h(View, { style: base.frame }, [
        h(Text, { style: base.number, key: 'number' }, `제 ${data.certificateNumber} 호`),
        h(Text, { style: styles.title, key: 'title' }, '기관 등록증'),
        h(Text, { style: base.subtitle, key: 'subtitle' }, 'Certificate of Organisation Registration'),
        certificateRow('기관명', data.name),
        certificateRow('기관 아이디', data.orgId),
        certificateRow('기관 유형', typeNames[data.type]),
        certificateRow('대표자', data.president),
        certificateRow('주소', data.address),
        certificateRow('등록일', koreanDateOf(data.registeredAt)),
        h(
          Text,
          { style: styles.statement, key: 'statement' },
          `위 기관이 ${data.company.name}의 검사 및 교육 서비스 이용 기관으로\n등록되었음을 증명합니다.`,
        ),
        h(Text, { style: base.date, key: 'date' }, koreanDateOf(data.registeredAt)),
        issuerBlock(data.company),
      ]),
    ),
  );
}

/** The organisation's registration certificate as PDF bytes (one A4 page, fonts embedded). */
export function renderRegistrationCertificate(data: CertificateData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(certificate(data));
}
