import { formatYmd } from '@putt/contract/dates';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type ReportReadyNotice = {
  name: string;
  testName: string;
  link: string;
  openUntil: string;
  /**
   * a school's pupil (decision 028): has no my page, and their counselling goes through the school,
   * so the mail sends them to the school after the period
   */
  pupil?: boolean;
};

const words = {
  ko: (n: ReportReadyNotice) => ({
    subject: `[창의인재연구소] ${n.name} 님의 검사 결과 보고서가 준비되었습니다`,
    heading: `${n.testName} 결과 보고서`,
    paragraphs: [
      `${n.name} 님의 검사 결과 보고서(PDF, 8쪽)가 준비되었습니다.`,
      `보고서 받기: ${n.link}`,
      `위 주소에서 응시자의 이름과 생년월일 8자리(예: 20110305)를 입력하면 내려받을 수 있습니다. 주소는 ${formatYmd(n.openUntil)}까지 열리며, ${n.pupil ? '그 뒤에는 학교(담임 선생님)에 보고서를 요청해 주세요.' : '그 뒤에는 마이페이지의 주문 상세에서 받을 수 있습니다.'}`,
      n.pupil
        ? '상담이 함께 신청되었다면 일정은 학교를 통해 안내됩니다.'
        : '결과 보고서를 바탕으로 한 상담 일정은 따로 안내해 드립니다.',
    ],
    footer:
      '보고서에는 개인정보가 담겨 있습니다. 주소를 다른 사람과 나누지 마세요. 문의는 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (n: ReportReadyNotice) => ({
    subject: `[Creative Talent Institute] The test report of ${n.name} is ready`,
    heading: `${n.testName}: result report`,
    paragraphs: [
      `The result report of ${n.name} (PDF, 8 pages) is ready.`,
      `Get the report: ${n.link}`,
      `Enter the examinee's name and 8-digit date of birth (e.g. 20110305) at this address to download it. The address is open until ${formatYmd(n.openUntil)}; ${n.pupil ? 'after that, ask your school (your homeroom teacher) for the report.' : 'after that, the report is in the order details of My page.'}`,
      n.pupil
        ? 'If counselling was ordered with the test, your school will tell you its time.'
        : 'We will contact you separately to arrange the counselling session that goes with the report.',
    ],
    footer:
      'The report holds personal information: do not share the address. For questions, please use the inquiry page of our website.',
  }),
};

/** A student report is ready: where to download it, until when (never the PDF itself, decision 022). */
export function reportReadyMail(lang: Lang, notice: ReportReadyNotice): RenderedMail {
  return renderMail('report-ready', words[lang](notice));
}
