import { formatNumber } from '@putt/contract/format';
import { formatYmd } from '@putt/contract/dates';
import type { TBankAccount } from '@putt/contract/site';
import { accountWords } from '../../site/account-words.js';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type OrderReceipt = {
  orderName: string;
  total: number;
  depositName: string;
  bankDate: string;
  testDate: string;
  /** null: the account follows by e-mail (decision 033) */
  account: TBankAccount | null;
};

const words = {
  ko: (r: OrderReceipt) => ({
    subject: '[창의인재연구소] 검사 신청이 접수되었습니다',
    heading: '검사 신청이 접수되었습니다',
    paragraphs: [
      `신청 상품: ${r.orderName}`,
      `입금하실 금액: ${formatNumber(r.total)}원`,
      `입금 계좌: ${accountWords('ko', r.account)}`,
      `입금자명: ${r.depositName} · 입금 예정일: ${formatYmd(r.bankDate)}`,
      `입금이 확인되고 관리자가 승인하면 검사 희망일(${formatYmd(r.testDate)}) 하루 전에 검사 링크와 인증코드를 이메일로 보내 드립니다. 신청 내역은 마이페이지에서 확인할 수 있습니다.`,
    ],
    footer: '입금자명이 피검자 이름과 다르면 확인이 늦어질 수 있습니다.',
  }),
  en: (r: OrderReceipt) => ({
    subject: '[Creative Talent Institute] Your application was received',
    heading: 'Your application was received',
    paragraphs: [
      `Package: ${r.orderName}`,
      `Amount to transfer: KRW ${formatNumber(r.total)}`,
      `Account: ${accountWords('en', r.account)}`,
      `Depositor name: ${r.depositName} · planned deposit date: ${formatYmd(r.bankDate)}`,
      `Once the deposit is confirmed and approved, the test link and code arrive by e-mail the day before your test date (${formatYmd(r.testDate)}). Your application is in My page.`,
    ],
    footer: 'A depositor name other than the examinee’s may delay the confirmation.',
  }),
};

export function orderReceivedMail(lang: Lang, receipt: OrderReceipt): RenderedMail {
  return renderMail('order-received', words[lang](receipt));
}
