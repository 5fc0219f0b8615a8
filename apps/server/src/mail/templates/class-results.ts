import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

export type ClassResults = {
  className: string;
  testName: string;
  /** results released, held for review */
  released: number;
  held: number;
  /**
   * Where the reports are: the organisation's page of the order, for an address that can open it
   * (the applicant's, an organisation user's); for any other (a homeroom teacher without an
   * account) whom to ask for them: the applicant (issue 40)
   */
  reports: { link: string } | { ask: { name: string; email: string } };
};

const askWho = {
  ko: ({ name, email }: { name: string; email: string }) => (name ? `${name}(${email})` : email),
  en: ({ name, email }: { name: string; email: string }) => (name ? `${name} (${email})` : email),
};

const words = {
  ko: (c: ClassResults) => ({
    subject: `[창의인재연구소] ${c.className} 검사가 종료되었습니다: 결과 안내`,
    heading: `${c.testName} · ${c.className} 결과 안내`,
    paragraphs: [
      `${c.className} 검사를 종료했습니다. 결과가 나온 학생 ${c.released}명, 응답 검토 중인 학생 ${c.held}명입니다.`,
      c.released === 0
        ? '결과가 나온 학생이 없어 만들 보고서가 없습니다.'
        : 'link' in c.reports
          ? `학생용 결과 보고서와 담임교사용 보고서를 만들고 있으며, 몇 분 안에 기관 마이페이지에서 받을 수 있습니다: ${c.reports.link}`
          : `학생용 결과 보고서와 담임교사용 보고서를 만들고 있습니다. 보고서는 기관 마이페이지에서 받는데, 이 메일 주소로는 마이페이지에 들어갈 수 없습니다. 검사를 신청한 담당자 ${askWho.ko(c.reports.ask)}에게 보고서를 요청해 주세요.`,
      ...(c.held > 0
        ? ['응답 검토 중인 학생의 결과는 검토가 끝나는 대로 보고서로 만들어 마이페이지에 더해 드립니다.']
        : []),
    ],
    footer:
      '보고서에는 학생의 개인정보가 담겨 있습니다. 학생 본인과 보호자 외에는 공개하지 마세요. 문의는 홈페이지 문의하기를 이용해 주세요.',
  }),
  en: (c: ClassResults) => ({
    subject: `[Creative Talent Institute] The test of ${c.className} has ended: results`,
    heading: `${c.testName} · ${c.className}: results`,
    paragraphs: [
      `The test of ${c.className} has ended. ${c.released} students have a result; the answers of ${c.held} are being reviewed.`,
      c.released === 0
        ? 'No student has a result, so there is no report to make.'
        : 'link' in c.reports
          ? `The student reports and the homeroom teacher's report are being made; within minutes they can be downloaded from your organisation's My page: ${c.reports.link}`
          : `The student reports and the homeroom teacher's report are being made. They are downloaded from your organisation's My page, which this e-mail address cannot open: please ask ${askWho.en(c.reports.ask)}, who applied for the test, for them.`,
      ...(c.held > 0
        ? [
            'The results of the students under review become reports as soon as the review ends, and are added to My page.',
          ]
        : []),
    ],
    footer:
      "The reports hold students' personal information: share them only with each student and their guardians. For questions, please use the inquiry page of our website.",
  }),
};

/** An organisation's class has closed: how many results, and where its reports are (spec-2 §1, §4). */
export function classResultsMail(lang: Lang, results: ClassResults): RenderedMail {
  return renderMail('class-results', words[lang](results));
}
