import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type RetestNotice = {
  name: string;
  /** the place's number in an organisation's class; null for an individual's test */
  num: number | null;
  className: string;
  testName: string;
  /** the test's address, where the same code opens the new attempt */
  link: string;
};

const words = {
  ko: (n: RetestNotice) => ({
    subject: `[창의인재연구소] ${n.name} 님의 재검사를 요청드립니다`,
    heading: `${n.testName} 재검사 안내`,
    paragraphs: [
      n.num === null
        ? `${n.name} 님의 검사 응답을 검토했습니다.`
        : `${n.className} ${n.num}번 ${n.name} 학생의 검사 응답을 검토했습니다.`,
      '응답 시간이 매우 짧거나 같은 답이 길게 이어지는 등, 믿을 수 있는 결과를 드리기에 응답이 충분하지 않아 한 번 더 검사해 주시기를 요청드립니다.',
      `처음과 같은 검사 주소와 인증코드로 들어가 이름과 생년월일을 확인하면 새 검사가 시작됩니다: ${n.link}`,
      '앞선 응답은 기록으로만 보관하며, 결과 보고서는 새 검사의 응답으로 만들어 드립니다. 문항을 차분히 읽고 솔직하게 답하도록 안내해 주세요.',
    ],
    footer: '문의는 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (n: RetestNotice) => ({
    subject: `[Creative Talent Institute] Please retake the test: ${n.name}`,
    heading: `${n.testName}: retest`,
    paragraphs: [
      n.num === null
        ? `We have reviewed the answers of ${n.name}.`
        : `We have reviewed the answers of ${n.name}, number ${n.num} of ${n.className}.`,
      'The answers were not enough for a result we can stand behind (for example very fast answers, or the same answer many times in a row), so we ask for the test to be taken once more.',
      `Enter at the same test address with the same code and confirm the name and date of birth, and a new test begins: ${n.link}`,
      'The earlier answers are kept only as a record; the report is made from the new answers. Please ask the examinee to read each question calmly and answer honestly.',
    ],
    footer: 'For questions, please use the inquiry page of our website.',
  }),
};

/** Staff asked for a retest of a held result (issue 23): to the contact and the class or examinee. */
export function retestMail(lang: Lang, notice: RetestNotice): RenderedMail {
  return renderMail('retest-requested', words[lang](notice));
}
