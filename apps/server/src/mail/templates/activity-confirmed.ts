import { formatYmd } from '@putt/contract/dates';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** An Activity programme's plan as the organisation is told it (issue 25). */
export type ActivityNotice = {
  orgName: string;
  orderName: string;
  programme: string;
  persons: number;
  meetings: { date: string; time: string; hours: number }[];
  place: string;
  instructorName: string;
  teamSize: number;
  notes: string;
  link: string;
};

const texts = {
  ko: (n: ActivityNotice) => ({
    subject: `[창의인재연구소] ${n.programme} 운영 일정을 안내해 드립니다`,
    heading: 'Activity 프로그램 운영 일정 안내',
    paragraphs: [
      `${n.orgName} 담당자님, 신청하신 ${n.programme}(${n.persons}명, 주문: ${n.orderName})의 운영 일정이 확정되었습니다.`,
      ...n.meetings.map((s, i) => `${i + 1}회차: ${formatYmd(s.date)} ${s.time}부터 ${s.hours}시간`),
      `장소: ${n.place}`,
      `강사: ${n.instructorName}`,
      `팀 구성: 팀당 ${n.teamSize}명`,
      ...(n.notes ? [`안내 사항: ${n.notes}`] : []),
      `마이페이지에서도 확인할 수 있습니다: ${n.link}`,
    ],
    footer: '일정을 바꾸어야 하면 홈페이지 문의하기로 알려 주세요.',
  }),
  en: (n: ActivityNotice) => ({
    subject: `[Creative Talent Institute] The schedule of ${n.programme}`,
    heading: 'Your Activity programme is scheduled',
    paragraphs: [
      `Dear ${n.orgName}, the ${n.programme} you ordered (${n.persons} people, order: ${n.orderName}) is scheduled as follows.`,
      ...n.meetings.map((s, i) => `Meeting ${i + 1}: ${formatYmd(s.date)} from ${s.time}, ${s.hours} h`),
      `Place: ${n.place}`,
      `Instructor: ${n.instructorName}`,
      `Teams of ${n.teamSize}`,
      ...(n.notes ? [`Notes: ${n.notes}`] : []),
      `It is also in My page: ${n.link}`,
    ],
    footer: 'If you need other dates, please tell us through the inquiry page of our website.',
  }),
};

/** The confirmed plan: meetings, place, instructor and teams. */
export function activityConfirmedMail(lang: Lang, notice: ActivityNotice): RenderedMail {
  return renderMail('activity-confirmed', texts[lang](notice));
}
