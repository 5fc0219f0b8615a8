import { type RenderedMail, renderMail } from './render.js';

export type InquiryNotice = {
  kind: 'individual' | 'organisation' | 'organisation-request';
  id: string;
  from: string;
  phone: string;
  content: string;
  attachment?: string | undefined;
};

const kinds = {
  individual: '1:1 문의',
  organisation: '기관 신청 문의',
  'organisation-request': '기관 등록 요청',
};

/** To the company's own address (staff read Korean): something new waits in the back office. */
export function newInquiryMail(notice: InquiryNotice): RenderedMail {
  const kind = kinds[notice.kind];
  return renderMail('new-inquiry', {
    subject: `[창의인재연구소] 새 ${kind}: ${notice.from}`,
    heading: `새 ${kind}가 접수되었습니다`,
    paragraphs: [
      `보낸 사람: ${notice.from}`,
      `연락처: ${notice.phone}`,
      ...(notice.attachment ? [`첨부 파일: ${notice.attachment}`] : []),
      notice.content,
    ],
    highlight: `접수 번호 ${notice.id}`,
    footer: '관리자 화면에서 확인하고 답변해주세요.',
  });
}
