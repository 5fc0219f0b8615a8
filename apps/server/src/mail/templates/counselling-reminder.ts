import { formatDateTime } from '@putt/contract/format';
import { type CounsellingNotice, footer, where } from './counselling-booked.js';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

const reminder = {
  ko: (n: CounsellingNotice) => ({
    subject: `[창의인재연구소] 내일은 ${n.examineeName} 님의 상담일입니다`,
    heading: '상담 하루 전 안내',
    paragraphs: [
      `${n.examineeName} 님의 상담이 내일입니다.`,
      `일시: ${formatDateTime(n.startsAt.getTime())} (한국 시간, ${n.minutes}분)`,
      where.ko(n),
      `상담사: ${n.counsellorName}`,
      `마이페이지: ${n.link}`,
    ],
    footer: footer.ko,
  }),
  en: (n: CounsellingNotice) => ({
    subject: `[Creative Talent Institute] Counselling for ${n.examineeName} is tomorrow`,
    heading: 'Your counselling session is tomorrow',
    paragraphs: [
      `The counselling session of ${n.examineeName} is tomorrow.`,
      `When: ${formatDateTime(n.startsAt.getTime())} (Korea time, ${n.minutes} minutes)`,
      where.en(n),
      `Counsellor: ${n.counsellorName}`,
      `My page: ${n.link}`,
    ],
    footer: footer.en,
  }),
};

/** The reminder the day before a booked session. */
export function counsellingReminderMail(lang: Lang, notice: CounsellingNotice): RenderedMail {
  return renderMail('counselling-reminder', reminder[lang](notice));
}
