import { formatDateTime } from '@putt/contract/format';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** A counselling booking as the customer is told it (issue 25). */
export type CounsellingNotice = {
  examineeName: string;
  startsAt: Date;
  minutes: number;
  type: 'offline' | 'online';
  place: string;
  meetingUrl: string;
  counsellorName: string;
  /** why the time moved; empty on a first booking */
  reason: string;
  /** the my-page address of the customer's counselling */
  link: string;
};

export const where = {
  ko: (n: CounsellingNotice) =>
    n.type === 'online' ? `화상 상담: ${n.meetingUrl}` : `대면 상담 장소: ${n.place}`,
  en: (n: CounsellingNotice) =>
    n.type === 'online' ? `Video meeting: ${n.meetingUrl}` : `In person at: ${n.place}`,
};

export const footer = {
  ko: '일정을 바꾸어야 하면 홈페이지 문의하기로 알려 주세요.',
  en: 'If you need another time, please tell us through the inquiry page of our website.',
};

const booked = {
  ko: (n: CounsellingNotice, moved: boolean) => ({
    subject: `[창의인재연구소] ${n.examineeName} 님의 상담 일정${moved ? '이 변경되었습니다' : '을 안내해 드립니다'}`,
    heading: moved ? '상담 일정 변경 안내' : '상담 일정 안내',
    paragraphs: [
      `${n.examineeName} 님의 결과 보고서를 바탕으로 한 상담 일정${moved ? '이 아래와 같이 변경되었습니다' : '이 정해졌습니다'}.`,
      `일시: ${formatDateTime(n.startsAt.getTime())} (한국 시간, ${n.minutes}분)`,
      where.ko(n),
      `상담사: ${n.counsellorName}`,
      ...(moved && n.reason ? [`변경 사유: ${n.reason}`] : []),
      `마이페이지에서도 확인할 수 있습니다: ${n.link}`,
    ],
    footer: footer.ko,
  }),
  en: (n: CounsellingNotice, moved: boolean) => ({
    subject: `[Creative Talent Institute] ${moved ? 'The counselling session of' : 'Counselling booked for'} ${n.examineeName}${moved ? ' has moved' : ''}`,
    heading: moved ? 'Your counselling session has moved' : 'Your counselling session',
    paragraphs: [
      moved
        ? `The counselling session of ${n.examineeName} has moved to the time below.`
        : `The counselling session based on the report of ${n.examineeName} is booked.`,
      `When: ${formatDateTime(n.startsAt.getTime())} (Korea time, ${n.minutes} minutes)`,
      where.en(n),
      `Counsellor: ${n.counsellorName}`,
      ...(moved && n.reason ? [`Why it moved: ${n.reason}`] : []),
      `It is also in My page: ${n.link}`,
    ],
    footer: footer.en,
  }),
};

/** A session booked, or moved (`moved`): when, where, with whom. */
export function counsellingBookedMail(lang: Lang, notice: CounsellingNotice, moved: boolean): RenderedMail {
  return renderMail('counselling-booked', booked[lang](notice, moved));
}
