import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { type OrderDocumentData, renderOrderDocument } from './order-documents.js';

/** A small red square PNG, as staff would upload for the seal. */
function sealPng(): Buffer {
  const size = 16;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 4)]);
  for (let x = 0; x < size; x += 1) row.set([0xd0, 0x31, 0x2d, 0xff], 1 + x * 4);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const quotation: OrderDocumentData = {
  kind: 'quotation',
  number: 'Q-20261125-0007',
  issuedOn: '20261125',
  validUntil: '20261225',
  supplier: {
    name: '창의인재연구소',
    businessNumber: '305-81-12345',
    representative: '홍길동',
    address: '대전광역시 유성구 대학로 000, 창의관 3층',
    phone: '042-000-0000',
    fax: '042-000-0001',
    email: 'contact@example.com',
    seal: null,
  },
  recipient: {
    name: '한빛초등학교',
    dept: '행정실',
    contactName: '김담당',
    phone: '042-123-4567',
    email: 'office@hanbit.es.kr',
  },
  title: '2026학년도 2학기 진로적성검사',
  lines: [
    { name: '진로적성검사 (초등 고학년용)', quantity: 10, unitPrice: 5_500, amount: 55_000, notes: '온라인' },
    { name: '검사 결과 해설 특강', quantity: 1, unitPrice: 44_000, amount: 44_000, notes: '' },
    { name: '학생 개인 보고서 인쇄본', quantity: 2, unitPrice: 5_500, amount: 11_000, notes: '컬러' },
  ],
  total: 110_000,
  taxTreatment: 'included',
  bankAccount: { bank: '국민은행', number: '123456-78-901234', holder: '창의인재연구소' },
  dates: { deposit: '20261201', test: '20261210' },
};

const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('renderOrderDocument', () => {
  it('writes a one-page quotation with the parties, the lines, the sums and the amount in words', async () => {
    const pdf = await renderOrderDocument(quotation);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Pretendard');
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0]!);
    for (const words of [
      '견적서',
      'Q-20261125-0007',
      '2026년 11월 25일',
      '유효기간',
      '2026년 12월 25일까지',
      '한빛초등학교',
      '귀하',
      '행정실 김담당',
      '공급자',
      '등록번호',
      '305-81-12345',
      '상호',
      '창의인재연구소',
      '대표자',
      '홍길동',
      '대전광역시 유성구 대학로 000, 창의관 3층',
      '042-000-0001',
      'contact@example.com',
      '2026학년도 2학기 진로적성검사',
      '합계금액',
      '금 일십일만원정 (₩110,000)',
      'VAT 포함',
      '번호',
      '품목',
      '수량',
      '단가',
      '금액',
      '비고',
      ...quotation.lines.map((line) => line.name),
      '44,000',
      '55,000',
      '공급가액₩100,000',
      '세액₩10,000',
      '합계₩110,000',
      '입금 계좌',
      '국민은행 123456-78-901234 (예금주 창의인재연구소)',
      '입금 예정일2026년 12월 1일',
      '검사 예정일2026년 12월 10일',
      '1 / 1',
    ]) {
      expect(text).toContain(flat(words));
    }
    expect(text).not.toContain('면세');
    expect(text).not.toContain('공급받는자');
    // no seal image given: the seal is drawn with the company's name
    expect(imageCount(pdf)).toBe(0);
  });

  it('stamps the uploaded seal image', async () => {
    const supplier = { ...quotation.supplier, seal: sealPng() };
    const pdf = await renderOrderDocument({ ...quotation, supplier });
    expect(imageCount(pdf)).toBeGreaterThan(0); // the picture, and its alpha as a mask
    // bytes that are no PNG or JPEG fall back to the drawn seal
    const broken = { ...quotation.supplier, seal: Buffer.from('GIF89a not a seal') };
    expect(imageCount(await renderOrderDocument({ ...quotation, supplier: broken }))).toBe(0);
  });

  it('writes the transaction statement with both parties, tax exempt, without a validity', async () => {
    const pdf = await renderOrderDocument({
      ...quotation,
      kind: 'statement',
      number: 'S-20261125-0007',
      issuedOn: '20261203',
      validUntil: undefined,
      taxTreatment: 'exempt',
      dates: { deposit: '20261202' },
    });
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0]!);
    for (const words of [
      '거래명세서',
      'S-20261125-0007',
      '거래일자: 2026년 12월 3일',
      '공급받는자',
      '한빛초등학교',
      '공급자',
      '창의인재연구소',
      '금 일십일만원정 (₩110,000)',
      '(면세)',
      '공급가액₩110,000',
      '세액면세',
      '합계₩110,000',
      '입금 확인일2026년 12월 2일',
      ...quotation.lines.map((line) => line.name),
    ]) {
      expect(text).toContain(flat(words));
    }
    expect(text).not.toContain('유효기간');
    expect(text).not.toContain('견적서');
    expect(text).not.toContain('검사일');
  });

  it('runs a long table onto more pages, its header on each, numbered n / N', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      name: `진로적성검사 ${index + 1}반`,
      quantity: 25,
      unitPrice: 5_500,
      amount: 137_500,
      notes: index % 4 === 0 ? '검사지 배송 포함' : '',
    }));
    const pdf = await renderOrderDocument({ ...quotation, lines, total: 5_500_000 });
    const pages = (await pageTexts(pdf)).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(flat('번호 품목 수량 단가 금액 비고'));
      expect(page).toContain(`${index + 1}/${pages.length}`);
    });
    const all = pages.join('');
    for (const line of lines) expect(all).toContain(flat(`${line.name}25`));
    expect(all).toContain(flat('금 오백오십만원정 (₩5,500,000)'));
    expect(all).toContain(flat('공급가액₩5,000,000'));
    expect(all).toContain(flat('세액₩500,000'));
    // the sums come once, after the last line
    expect(all.indexOf('공급가액')).toBeGreaterThan(all.indexOf('진로적성검사40반'));
  });
});
