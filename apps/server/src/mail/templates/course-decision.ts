import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** Staff's decision on an enrolment for an expert course (issue 25). */
export type CourseDecisionNotice = {
  name: string;
  cohort: string;
  /** the first meeting: date (yyyy-mm-dd), time and place */
  firstMeeting: string;
  place: string;
  /** why it was refused; empty when confirmed */
  reason: string;
  link: string;
};

const texts = {
  ko: (n: CourseDecisionNotice, confirmed: boolean) => ({
    subject: `[창의인재연구소] ${n.cohort} 수강이 ${confirmed ? '확정되었습니다' : '확정되지 않았습니다'}`,
    heading: confirmed ? '수강 확정 안내' : '수강 신청 결과 안내',
    paragraphs: confirmed
      ? [
          `${n.name} 님, 입금과 서류가 확인되어 ${n.cohort} 수강이 확정되었습니다.`,
          `첫 수업: ${n.firstMeeting}`,
          `장소: ${n.place}`,
          `마이페이지에서 일정과 출석을 볼 수 있습니다: ${n.link}`,
        ]
      : [
          `${n.name} 님, ${n.cohort} 수강 신청을 확정하지 못했습니다.`,
          `사유: ${n.reason}`,
          '입금하신 수강료는 안내에 따라 돌려 드립니다.',
          `마이페이지: ${n.link}`,
        ],
    footer: '문의는 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (n: CourseDecisionNotice, confirmed: boolean) => ({
    subject: `[Creative Talent Institute] ${n.cohort}: ${confirmed ? 'your seat is confirmed' : 'your enrolment was not accepted'}`,
    heading: confirmed ? 'Your seat is confirmed' : 'About your enrolment',
    paragraphs: confirmed
      ? [
          `Dear ${n.name}, we have your payment and documents: your seat in ${n.cohort} is confirmed.`,
          `First meeting: ${n.firstMeeting}`,
          `Place: ${n.place}`,
          `The schedule and your attendance are in My page: ${n.link}`,
        ]
      : [
          `Dear ${n.name}, we could not accept your enrolment for ${n.cohort}.`,
          `Reason: ${n.reason}`,
          'Any fee you paid will be returned as we tell you.',
          `My page: ${n.link}`,
        ],
    footer: 'For questions, please use the inquiry page of our website.',
  }),
};

/** A seat confirmed, or an enrolment refused with its reason. */
export function courseDecisionMail(
  lang: Lang,
  notice: CourseDecisionNotice,
  confirmed: boolean,
): RenderedMail {
  return renderMail('course-decision', texts[lang](notice, confirmed));
}
