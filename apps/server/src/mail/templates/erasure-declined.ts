import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type ErasureDeclined = { requestedOn: string; reason: string };

const words = {
  ko: (d: ErasureDeclined) => ({
    subject: '[창의인재연구소] 개인정보 삭제 요청에 대한 답변',
    heading: '요청하신 개인정보 삭제를 지금은 진행할 수 없습니다',
    paragraphs: [
      `요청일: ${d.requestedOn}`,
      `사유: ${d.reason}`,
      '보관 기간이 끝나면 개인정보는 자동으로 파기됩니다. 학교에서 실시한 검사는 학교를 통해서도 삭제를 요청하실 수 있습니다.',
    ],
    footer: '궁금한 점은 1:1 문의를 이용해 주세요.',
  }),
  en: (d: ErasureDeclined) => ({
    subject: '[Creative Talent Institute] About your request to erase personal data',
    heading: 'We cannot erase the personal data you asked about yet',
    paragraphs: [
      `Asked on: ${d.requestedOn}`,
      `Reason: ${d.reason}`,
      'Personal data is destroyed on its own when its period ends. For a test taken at school, you may also ask the school to erase it.',
    ],
    footer: 'Questions? Use the inquiry form.',
  }),
};

/** Staff declined a pupil's or parent's request to erase early: why, to the address they gave. */
export function erasureDeclinedMail(lang: Lang, declined: ErasureDeclined): RenderedMail {
  return renderMail('erasure-declined', words[lang](declined));
}
