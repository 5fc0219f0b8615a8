import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type ErasureReceipt = { requestedOn: string; doneOn: string; examinees: number };

const words = {
  ko: (r: ErasureReceipt) => ({
    subject: '[창의인재연구소] 요청하신 개인정보 삭제가 완료되었습니다',
    heading: '요청하신 개인정보 삭제가 완료되었습니다',
    paragraphs: [
      `요청일: ${r.requestedOn}`,
      `삭제 완료일: ${r.doneOn}`,
      `삭제한 응시자 기록: ${r.examinees}건`,
      '이름, 생년월일, 학교와 연락처, 결과 보고서, 검사 응답과 상담 기록의 내용이 삭제되었습니다. 점수는 누구인지 알 수 없는 형태로만 통계와 규준 연구에 남습니다.',
    ],
    footer:
      '주문과 결제 기록은 전자상거래법에 따라 5년간 따로 보관합니다. 궁금한 점은 1:1 문의를 이용해 주세요.',
  }),
  en: (r: ErasureReceipt) => ({
    subject: '[Creative Talent Institute] The personal data you asked us to erase is erased',
    heading: 'The personal data you asked us to erase is erased',
    paragraphs: [
      `Asked on: ${r.requestedOn}`,
      `Erased on: ${r.doneOn}`,
      `Examinee records erased: ${r.examinees}`,
      'Names, birth dates, schools and contacts, result reports, test answers and what counselling records said are erased. Scores stay only in a form that identifies no one, for statistics and norm research.',
    ],
    footer:
      'Order and payment records are kept apart for five years, as the e-commerce act requires. Questions? Use the inquiry form.',
  }),
};

/** The receipt of an early erasure, to whoever asked for it (decision 041). */
export function erasureDoneMail(lang: Lang, receipt: ErasureReceipt): RenderedMail {
  return renderMail('erasure-done', words[lang](receipt));
}
