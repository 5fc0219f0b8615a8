import { formatDate } from '@putt/contract/format';
import type { OrganisationType } from '@putt/contract/org-requests';
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { PDF_FONT, registerPdfFonts } from './fonts.js';

/** What the registration certificate states; the company line comes from the site's settings. */
export type CertificateData = {
  certificateNumber: string;
  name: string;
  orgId: string;
  type: OrganisationType;
  president: string;
  address: string;
  registeredAt: Date;
  company: { name: string; representative: string; address: string };
};

// The certificate is a Korean document (like the organisation's own paperwork), so its words are Korean.
const typeNames: Record<OrganisationType, string> = {
  elementary: '초등학교',
  middle: '중학교',
  high: '고등학교',
  university: '대학교',
  other: '기타 기관(법인/재단 등)',
};

const ink = '#1f2933';
const accent = '#1c4e80';
const seal = '#c0392b';

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 11, color: ink, padding: 48 },
  frame: { flexGrow: 1, borderWidth: 3, borderColor: accent, padding: 36 },
  number: { fontSize: 10, textAlign: 'right', color: '#52606d' },
  title: { fontSize: 30, fontWeight: 'bold', textAlign: 'center', letterSpacing: 12, marginTop: 28 },
  subtitle: { fontSize: 11, textAlign: 'center', color: '#52606d', marginTop: 6, marginBottom: 36 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#cbd2d9', paddingVertical: 9 },
  label: { width: 110, fontWeight: 'bold', color: accent },
  value: { flex: 1, lineHeight: 1.5 },
  statement: { fontSize: 13, textAlign: 'center', lineHeight: 1.8, marginTop: 44 },
  date: { fontSize: 13, textAlign: 'center', marginTop: 32 },
  issuer: { flexDirection: 'row', justifyContent: 'center', alignItems: 'center', marginTop: 44 },
  issuerText: { alignItems: 'center' },
  company: { fontSize: 18, fontWeight: 'bold' },
  issuerAddress: { fontSize: 9, color: '#52606d', marginTop: 6 },
  seal: {
    width: 64,
    height: 64,
    marginLeft: 16,
    borderWidth: 2,
    borderColor: seal,
    borderRadius: 32,
    alignItems: 'center',
    justifyContent: 'center',
  },
  sealText: { color: seal, fontSize: 10, fontWeight: 'bold', textAlign: 'center', lineHeight: 1.3 },
});

/** 2026-11-21 → 2026년 11월 21일 (on the company's calendar). */
function koreanDate(at: Date): string {
  const [year, month, day] = formatDate(at.getTime()).split('-');
  return `${year}년 ${Number(month)}월 ${Number(day)}일`;
}

function row(label: string, value: string) {
  return h(View, { style: styles.row, key: label }, [
    h(Text, { style: styles.label, key: 'label' }, label),
    h(Text, { style: styles.value, key: 'value' }, value || '-'),
  ]);
}

function certificate(data: CertificateData) {
  return h(
    Document,
    { title: `기관 등록증 - ${data.name}`, author: data.company.name, language: 'ko' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(View, { style: styles.frame }, [
        h(Text, { style: styles.number, key: 'number' }, `제 ${data.certificateNumber} 호`),
        h(Text, { style: styles.title, key: 'title' }, '기관 등록증'),
        h(Text, { style: styles.subtitle, key: 'subtitle' }, 'Certificate of Organisation Registration'),
        row('기관명', data.name),
        row('기관 아이디', data.orgId),
        row('기관 유형', typeNames[data.type]),
        row('대표자', data.president),
        row('주소', data.address),
        row('등록일', koreanDate(data.registeredAt)),
        h(
          Text,
          { style: styles.statement, key: 'statement' },
          `위 기관이 ${data.company.name}의 검사 및 교육 서비스 이용 기관으로\n등록되었음을 증명합니다.`,
        ),
        h(Text, { style: styles.date, key: 'date' }, koreanDate(data.registeredAt)),
        h(View, { style: styles.issuer, key: 'issuer' }, [
          h(View, { style: styles.issuerText, key: 'text' }, [
            h(
              Text,
              { style: styles.company, key: 'company' },
              `${data.company.name}  대표 ${data.company.representative}`,
            ),
            h(Text, { style: styles.issuerAddress, key: 'address' }, data.company.address),
          ]),
          h(
            View,
            { style: styles.seal, key: 'seal' },
            h(Text, { style: styles.sealText }, `${data.company.name}\n직인`),
          ),
        ]),
      ]),
    ),
  );
}

/** The organisation's registration certificate as PDF bytes (one A4 page, fonts embedded). */
export function renderRegistrationCertificate(data: CertificateData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(certificate(data));
}
