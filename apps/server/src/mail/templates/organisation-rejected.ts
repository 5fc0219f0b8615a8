import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type OrganisationRefusal = { name: string; orgId: string; reason: string };

const words = {
  ko: (r: OrganisationRefusal) => ({
    subject: '[창의인재연구소] 기관 등록 요청을 승인하지 못했습니다',
    heading: '기관 등록 요청을 승인하지 못했습니다',
    paragraphs: [`기관명: ${r.name} (요청한 기관 아이디 ${r.orgId})`, `사유: ${r.reason}`],
    footer: '내용을 고쳐 다시 요청하시거나, 궁금한 점은 이 메일에 회신하거나 1:1 문의를 이용해 주세요.',
  }),
  en: (r: OrganisationRefusal) => ({
    subject: '[Creative Talent Institute] Your registration request was not approved',
    heading: 'Your registration request was not approved',
    paragraphs: [`Organisation: ${r.name} (requested ID ${r.orgId})`, `Reason: ${r.reason}`],
    footer:
      'You may correct the request and send it again. Questions? Reply to this e-mail or use the inquiry form.',
  }),
};

/** The requester's notice of a rejected registration request, with the staff's reason. */
export function organisationRejectedMail(lang: Lang, refusal: OrganisationRefusal): RenderedMail {
  return renderMail('organisation-rejected', words[lang](refusal));
}
