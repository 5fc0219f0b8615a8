import { formatYmd } from '@putt/contract/dates';
import { formatNumber } from '@putt/contract/format';
import type { TBankAccount } from '@putt/contract/site';
import { accountWords } from '../../site/account-words.js';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type QuotationNotice = {
  orgName: string;
  orderName: string;
  quotationNo: string;
  total: number;
  bankDate: string;
  /** null: the account follows by e-mail (decision 033) */
  account: TBankAccount | null;
  myPageUrl: string;
};

const words = {
  ko: (q: QuotationNotice) => ({
    subject: `[창의인재연구소] 견적서 ${q.quotationNo}`,
    heading: `${q.orgName} 견적서를 보내 드립니다`,
    paragraphs: [
      `신청 내용: ${q.orderName}`,
      `견적 금액: ${formatNumber(q.total)}원 (견적서 PDF를 첨부했습니다)`,
      `입금 계좌: ${accountWords('ko', q.account)} · 입금 예정일: ${formatYmd(q.bankDate)}`,
      '담당자가 신청 내용을 확인한 뒤 연락드립니다. 승인되면 마이페이지에서 학급(학과) 정보를 등록할 수 있습니다.',
      `신청 내역: ${q.myPageUrl}`,
    ],
    footer: '견적서에 관한 문의는 이 메일에 회신하지 마시고 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (q: QuotationNotice) => ({
    subject: `[Creative Talent Institute] Quotation ${q.quotationNo}`,
    heading: `Your quotation for ${q.orgName}`,
    paragraphs: [
      `Application: ${q.orderName}`,
      `Amount: KRW ${formatNumber(q.total)} (the quotation PDF is attached)`,
      `Account: ${accountWords('en', q.account)} · planned deposit date: ${formatYmd(q.bankDate)}`,
      'Our staff will check the application and contact you. Once it is approved you can register your classes in My page.',
      `Your applications: ${q.myPageUrl}`,
    ],
    footer: 'Please use the inquiry form on our website rather than replying to this e-mail.',
  }),
};

/** The quotation of an organisation's application, sent to its contact (and the copy address). */
export function quotationSentMail(lang: Lang, notice: QuotationNotice): RenderedMail {
  return renderMail('quotation-sent', words[lang](notice));
}
