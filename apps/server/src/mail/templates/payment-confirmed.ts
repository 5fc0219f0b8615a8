import { formatYmd } from '@putt/contract/dates';
import { formatNumber } from '@putt/contract/format';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type PaymentConfirmation = {
  orderName: string;
  paidAmount: number;
  paidDate: string;
  myPageUrl: string;
  /** an organisation's order is approved apart from its payment, and has a transaction statement */
  organisation?: boolean;
};

const words = {
  ko: (p: PaymentConfirmation) => ({
    subject: p.organisation
      ? '[창의인재연구소] 입금이 확인되었습니다'
      : '[창의인재연구소] 입금이 확인되어 신청이 승인되었습니다',
    heading: '입금이 확인되었습니다',
    paragraphs: [
      `신청 상품: ${p.orderName}`,
      `확인된 입금액: ${formatNumber(p.paidAmount)}원 (입금일 ${formatYmd(p.paidDate)})`,
      p.organisation
        ? '감사합니다. 거래명세서는 마이페이지의 구매 내역에서 내려받을 수 있습니다.'
        : '신청이 승인되었습니다. 검사 희망일 하루 전에 검사 링크와 인증코드를 이메일로 보내 드립니다.',
      `신청 내역은 마이페이지에서 확인할 수 있습니다: ${p.myPageUrl}`,
    ],
    footer: '궁금한 점은 이 메일에 회신하거나 1:1 문의를 이용해 주세요.',
  }),
  en: (p: PaymentConfirmation) => ({
    subject: p.organisation
      ? '[Creative Talent Institute] Payment received'
      : '[Creative Talent Institute] Payment received: your application is approved',
    heading: 'Your payment was received',
    paragraphs: [
      `Package: ${p.orderName}`,
      `Amount received: KRW ${formatNumber(p.paidAmount)} (on ${formatYmd(p.paidDate)})`,
      p.organisation
        ? 'Thank you. The transaction statement can be downloaded from the purchase list in My page.'
        : 'Your application is approved. The test link and code arrive by e-mail the day before your test date.',
      `Follow your application in My page: ${p.myPageUrl}`,
    ],
    footer: 'Questions? Reply to this e-mail or use the inquiry form.',
  }),
};

export function paymentConfirmedMail(lang: Lang, confirmation: PaymentConfirmation): RenderedMail {
  return renderMail('payment-confirmed', words[lang](confirmation));
}
