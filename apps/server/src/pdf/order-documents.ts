import type { TBankAccount, TTaxTreatment } from '@putt/contract/site';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import {
  type BoxSize,
  boxRow,
  footer,
  koreanDate,
  linesTable,
  notes,
  partyBox,
  seal,
  sumsTable,
  totalLine,
  won,
} from './document-parts.js';
import { styles } from './document-styles.js';
import { registerPdfFonts } from './fonts.js';
import { accountWords } from '../site/account-words.js';
import { koreanAmountPhrase } from './korean-amount.js';
import { taxSplit } from './tax-split.js';

/** What an order's quotation (견적서) or transaction statement (거래명세서) states. */
export type OrderDocumentData = {
  kind: 'quotation' | 'statement';
  /** e.g. 'Q-20261125-0007' (quotation) or 'S-…' (statement); given by the caller */
  number: string;
  /** yyyymmdd */
  issuedOn: string;
  /** yyyymmdd, quotation only */
  validUntil?: string;
  /** the company's data as customers see it: '' where a production site has only the demo's (decision 033) */
  supplier: {
    name: string;
    businessNumber: string;
    representative: string;
    address: string;
    phone: string;
    fax: string;
    email: string;
    /** the seal image (PNG or JPEG), or null for a drawn seal */
    seal: Buffer | null;
  };
  recipient: { name: string; dept: string; contactName: string; phone: string; email: string };
  /** the order's name */
  title: string;
  lines: { name: string; quantity: number; unitPrice: number; amount: number; notes: string }[];
  /** won, what is paid */
  total: number;
  taxTreatment: TTaxTreatment;
  /** null: the account follows by e-mail (a production site whose account is still the demo's) */
  bankAccount: TBankAccount | null;
  /**
   * yyyymmdd, shown when given. deposit: on the quotation the planned date (입금 예정일), on the
   * statement the date staff recorded the deposit (입금 확인일).
   */
  dates?: { deposit?: string; test?: string };
};

// Korean documents for Korean schools' procurement: their words are Korean.
const names = { quotation: '견적서', statement: '거래명세서' } as const;

/** The supplier (공급자) box: registration number, name, representative with the seal, contacts. */
function supplierBox(data: OrderDocumentData, style: BoxSize) {
  const supplier = data.supplier;
  return partyBox(
    '공급자',
    [
      boxRow('reg', [{ label: '등록번호', value: supplier.businessNumber, bold: true }]),
      boxRow('name', [{ label: '상호', value: supplier.name, bold: true }]),
      boxRow('representative', [{ label: '대표자', value: supplier.representative }], {
        seal: seal(supplier.name, supplier.seal),
      }),
      boxRow('address', [{ label: '주소', value: supplier.address }]),
      boxRow('phone', [
        { label: '전화', value: supplier.phone },
        { label: '팩스', value: supplier.fax },
      ]),
      boxRow('email', [{ label: '이메일', value: supplier.email }], { last: true }),
    ],
    { style },
  );
}

/** The customer (공급받는자) box of the statement. */
function recipientBox(data: OrderDocumentData, style: BoxSize) {
  const recipient = data.recipient;
  return partyBox(
    '공급받는자',
    [
      boxRow('name', [{ label: '상호', value: recipient.name, bold: true }]),
      boxRow('dept', [{ label: '부서', value: recipient.dept }]),
      boxRow('contact', [{ label: '담당자', value: recipient.contactName }]),
      boxRow('phone', [{ label: '전화', value: recipient.phone }]),
      boxRow('email', [{ label: '이메일', value: recipient.email }], { last: true }),
    ],
    { style },
  );
}

/** The quotation's left column: to whom, which quotation, until when, for what. */
function quotationHeading(data: OrderDocumentData) {
  const recipient = data.recipient;
  const contact = [recipient.dept, recipient.contactName && `${recipient.contactName} 님`]
    .filter(Boolean)
    .join(' ');
  const rows = [
    { label: '견적번호', value: data.number },
    { label: '견적일자', value: koreanDate(data.issuedOn) },
    ...(data.validUntil ? [{ label: '유효기간', value: `${koreanDate(data.validUntil)}까지` }] : []),
    ...(contact ? [{ label: '담당', value: contact }] : []),
    ...(recipient.phone ? [{ label: '연락처', value: recipient.phone }] : []),
    ...(recipient.email ? [{ label: '이메일', value: recipient.email }] : []),
  ];
  // a share of the row's width, beside the supplier box (whose height it takes)
  return h(View, { style: { flex: 1, paddingRight: 14, justifyContent: 'space-between' } }, [
    h(
      View,
      {
        key: 'to',
        style: {
          flexDirection: 'row',
          alignItems: 'flex-end',
          borderBottomWidth: 1,
          borderBottomColor: '#1f2933',
          paddingBottom: 3,
          marginBottom: 8,
        },
      },
      [
        h(Text, { key: 'name', style: { flex: 1, fontSize: 14, fontWeight: 'bold' } }, recipient.name),
        h(Text, { key: 'honour', style: { fontSize: 12, marginLeft: 6 } }, '귀하'),
      ],
    ),
    h(
      View,
      { key: 'rows' },
      rows.map((row) =>
        h(View, { key: row.label, style: styles.noteRow }, [
          h(Text, { key: 'l', style: [styles.noteLabel, { width: 52 }] }, row.label),
          h(Text, { key: 'v', style: styles.noteValue }, row.value),
        ]),
      ),
    ),
    h(Text, { key: 'lead', style: { marginTop: 8 } }, '아래와 같이 견적합니다.'),
  ]);
}

/** The statement's line above the boxes: its number and date. */
function statementHeading(data: OrderDocumentData) {
  return h(View, { style: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 6 } }, [
    h(Text, { key: 'number' }, `거래번호: ${data.number}`),
    h(Text, { key: 'date' }, `거래일자: ${koreanDate(data.issuedOn)}`),
  ]);
}

function document(data: OrderDocumentData) {
  const name = names[data.kind];
  const quotation = data.kind === 'quotation';
  const split = taxSplit(data.total, data.taxTreatment);
  const included = data.taxTreatment === 'included';
  const supplier = data.supplier;

  const parties = quotation
    ? h(View, { style: styles.parties, wrap: false }, [
        h(View, { key: 'left', style: { flex: 1 } }, quotationHeading(data)),
        h(View, { key: 'right', style: { width: 290 } }, supplierBox(data, {})),
      ])
    : h(View, { style: { marginBottom: 10 }, wrap: false }, [
        h(View, { key: 'heading' }, statementHeading(data)),
        h(View, { key: 'boxes', style: styles.parties }, [
          h(
            View,
            { key: 'recipient', style: { flex: 1, marginRight: 8 } },
            recipientBox(data, { flexGrow: 1 }),
          ),
          h(View, { key: 'supplier', style: { flex: 1 } }, supplierBox(data, { flexGrow: 1 })),
        ]),
      ]);

  const dates = [
    ...(data.dates?.deposit
      ? [{ label: quotation ? '입금 예정일' : '입금 확인일', value: koreanDate(data.dates.deposit) }]
      : []),
    // the test date is the application's plan on both documents: no one records the day held
    ...(data.dates?.test ? [{ label: '검사 예정일', value: koreanDate(data.dates.test) }] : []),
  ];
  const bullets = [
    included ? '위 금액은 부가가치세(10%)가 포함된 금액입니다.' : '위 품목은 부가가치세 면세 대상입니다.',
    ...(quotation && data.validUntil ? [`이 견적서는 ${koreanDate(data.validUntil)}까지 유효합니다.`] : []),
    ...(quotation
      ? ['입금이 확인되면 검사 일정을 안내해 드립니다.']
      : ['위와 같이 거래하였음을 확인합니다.']),
  ];

  return h(
    Document,
    {
      title: `${name} ${data.number} - ${data.recipient.name}`,
      author: supplier.name,
      subject: data.title,
      language: 'ko',
    },
    h(Page, { size: 'A4', style: styles.page }, [
      h(Text, { key: 'title', style: styles.title }, name),
      h(View, { key: 'rule', style: styles.titleRule }),
      h(View, { key: 'parties' }, parties),
      h(View, { key: 'subject', style: [styles.noteRow, { marginBottom: 6 }] }, [
        h(Text, { key: 'l', style: [styles.strong, { width: 36 }] }, '건명'),
        h(Text, { key: 'v', style: [styles.noteValue, styles.strong] }, data.title),
      ]),
      h(
        View,
        { key: 'total' },
        totalLine('합계금액', koreanAmountPhrase(data.total), data.total, included ? '(VAT 포함)' : '(면세)'),
      ),
      h(View, { key: 'lines' }, linesTable(data.lines)),
      h(
        View,
        { key: 'sums' },
        sumsTable([
          { label: '공급가액', value: won(split.supply) },
          { label: '세액', value: included ? won(split.vat) : '면세' },
          { label: '합계', value: won(split.total), bold: true },
        ]),
      ),
      h(
        View,
        { key: 'payment' },
        notes(
          quotation ? '입금 안내' : '결제 정보',
          [{ label: '입금 계좌', value: accountWords('ko', data.bankAccount) }, ...dates],
          bullets,
        ),
      ),
      h(
        Text,
        { key: 'contact', style: styles.contact },
        // a contact a production site has only as the demo's is left out
        `문의: ${[supplier.name, supplier.phone && `전화 ${supplier.phone}`, supplier.fax && `팩스 ${supplier.fax}`, supplier.email].filter(Boolean).join('  ·  ')}`,
      ),
      footer(`${supplier.name} ${name} ${data.number}`),
    ]),
  );
}

/** An order's quotation or transaction statement as PDF bytes (A4, Pretendard embedded). */
export function renderOrderDocument(data: OrderDocumentData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(document(data));
}
