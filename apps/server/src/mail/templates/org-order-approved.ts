import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type OrgApproval = { orderName: string; quotationNo: string; hasTest: boolean; myPageUrl: string };

const words = {
  ko: (a: OrgApproval) => ({
    subject: `[창의인재연구소] 신청이 승인되었습니다 (${a.quotationNo})`,
    heading: '신청이 승인되었습니다',
    paragraphs: [
      `신청 내용: ${a.orderName}`,
      a.hasTest
        ? '마이페이지의 진단 검사 관리에서 "진단 정보 등록"을 눌러 학급(학과)과 학생 수를 등록해 주세요.'
        : '담당자가 일정과 진행 방법을 안내해 드립니다.',
      `마이페이지: ${a.myPageUrl}`,
    ],
    footer: '입금은 검사 전후 편하신 때에 하셔도 됩니다. 입금이 확인되면 다시 알려 드립니다.',
  }),
  en: (a: OrgApproval) => ({
    subject: `[Creative Talent Institute] Your application is approved (${a.quotationNo})`,
    heading: 'Your application is approved',
    paragraphs: [
      `Application: ${a.orderName}`,
      a.hasTest
        ? 'Please register your classes (or departments) and their student counts: "Register test groups" in Test Management of My page.'
        : 'Our staff will contact you about the schedule and arrangements.',
      `My page: ${a.myPageUrl}`,
    ],
    footer: 'You may pay before or after the test; we will let you know when the deposit is confirmed.',
  }),
};

/** An organisation's application approved by staff: it may register its classes now. */
export function orgOrderApprovedMail(lang: Lang, approval: OrgApproval): RenderedMail {
  return renderMail('org-order-approved', words[lang](approval));
}
