import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type OrderClosing = { outcome: 'rejected' | 'canceled'; orderName: string; reason: string };

const words = {
  ko: (c: OrderClosing) => {
    const what = c.outcome === 'rejected' ? '반려' : '취소';
    return {
      subject: `[창의인재연구소] 검사 신청이 ${what}되었습니다`,
      heading: `검사 신청이 ${what}되었습니다`,
      paragraphs: [`신청 상품: ${c.orderName}`, `${what} 사유: ${c.reason}`],
      footer: '입금하신 금액이 있으면 확인 후 환불해 드립니다. 궁금한 점은 1:1 문의를 이용해 주세요.',
    };
  },
  en: (c: OrderClosing) => {
    const what = c.outcome === 'rejected' ? 'rejected' : 'cancelled';
    return {
      subject: `[Creative Talent Institute] Your application was ${what}`,
      heading: `Your application was ${what}`,
      paragraphs: [`Package: ${c.orderName}`, `Reason: ${c.reason}`],
      footer: 'Any amount you paid will be refunded once checked. Questions? Use the inquiry form.',
    };
  },
};

/** The customer's notice of a rejected or cancelled order, with the staff's reason. */
export function orderClosedMail(lang: Lang, closing: OrderClosing): RenderedMail {
  return renderMail(`order-${closing.outcome}`, words[lang](closing));
}
