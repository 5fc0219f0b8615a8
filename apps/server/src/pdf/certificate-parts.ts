import { formatDate } from '@putt/contract/format';
import type { TPublicSiteInfo } from '@putt/contract/site';
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { PDF_FONT } from './fonts.js';

/**
 * The parts the site's certificates share (the organisation registration certificate, the course
 * certificates): a framed A4 page, label-value rows, and the company's name, address and seal.
 */

const ink = '#1f2933';
const accent = '#1c4e80';
const seal = '#c0392b';

export const certificateStyles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 11, color: ink, padding: 48 },
  frame: { flexGrow: 1, borderWidth: 3, borderColor: accent, padding: 36 },
  number: { fontSize: 10, textAlign: 'right', color: '#52606d' },
  subtitle: { fontSize: 11, textAlign: 'center', color: '#52606d', marginTop: 6, marginBottom: 36 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#cbd2d9', paddingVertical: 9 },
  label: { width: 110, fontWeight: 'bold', color: accent },
  value: { flex: 1, lineHeight: 1.5 },
  date: { fontSize: 13, textAlign: 'center', marginTop: 32 },
  issuer: { flexDirection: 'row', justifyContent: 'center', alignItems: 'center', marginTop: 40 },
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

/** The company line: a value a production site has only as the demo's is null and left out (decision 033). */
export type Issuer = { name: string; representative: string | null; address: string | null };

/** The issuer of the site's certificates: the company as customers see it. */
export const issuerOf = (site: TPublicSiteInfo): Issuer => ({
  name: '창의인재연구소',
  representative: site.representative.ko,
  address: site.address.ko,
});

/** 2026-11-21 → 2026년 11월 21일 (on the company's calendar). */
export function koreanDateOf(at: Date): string {
  const [year, month, day] = formatDate(at.getTime()).split('-');
  return `${year}년 ${Number(month)}월 ${Number(day)}일`;
}

export function certificateRow(label: string, value: string) {
  return h(View, { style: certificateStyles.row, key: label }, [
    h(Text, { style: certificateStyles.label, key: 'label' }, label),
    h(Text, { style: certificateStyles.value, key: 'value' }, value || '-'),
  ]);
}

/** The company's name, representative and address beside its seal, at the foot of a certificate. */
export function issuerBlock(company: Issuer) {
  return h(View, { style: certificateStyles.issuer, key: 'issuer' }, [
    h(View, { style: certificateStyles.issuerText, key: 'text' }, [
      h(
        Text,
        { style: certificateStyles.company, key: 'company' },
        company.representative ? `${company.name}  대표 ${company.representative}` : company.name,
      ),
      h(Text, { style: certificateStyles.issuerAddress, key: 'address' }, company.address ?? ''),
    ]),
    h(
      View,
      { style: certificateStyles.seal, key: 'seal' },
      h(Text, { style: certificateStyles.sealText }, `${company.name}\n직인`),
    ),
  ]);
}
