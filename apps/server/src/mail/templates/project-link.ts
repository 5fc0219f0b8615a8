import { formatYmd } from '@putt/contract/dates';
import type { CodeSheetData } from '../../pdf/code-sheet.js';
import type { Lang } from '@putt/contract/lang';
import { type RenderedMail, renderMail } from './render.js';

/** What the code sheet states (the organisation, class, test, link, period), its codes, and whether it is attached. */
export type ProjectLinkNotice = Omit<CodeSheetData, 'students'> & {
  codes: CodeSheetData['students'];
  /** an organisation's class: the code sheet PDF is attached */
  sheetAttached: boolean;
};

/** A long class's codes, eight to a paragraph so the mail stays readable. */
function codeLines(codes: ProjectLinkNotice['codes'], numberWord: (num: number) => string): string[] {
  const lines: string[] = [];
  for (let at = 0; at < codes.length; at += 8) {
    lines.push(
      codes
        .slice(at, at + 8)
        .map((row) => `${numberWord(row.num)}${row.name ? ` ${row.name}` : ''} ${row.code}`)
        .join(' · '),
    );
  }
  return lines;
}

const period = (n: ProjectLinkNotice) =>
  n.end && n.end !== n.start ? `${formatYmd(n.start)} ~ ${formatYmd(n.end)}` : formatYmd(n.start);

const words = {
  ko: (n: ProjectLinkNotice) => {
    const single = n.codes.length === 1;
    return {
      subject: `[창의인재연구소] 검사 링크와 인증코드 안내 (${n.className}, ${formatYmd(n.start)})`,
      heading: `${n.orgName} ${n.className} 검사 안내`,
      paragraphs: [
        `검사: ${n.testName}`,
        `검사 기간: ${period(n)}`,
        `검사 주소: ${n.link}`,
        '휴대폰, 태블릿 또는 PC에서 검사 주소를 열고 인증코드와 기본 정보를 입력하면 검사가 시작됩니다. 답은 입력하는 대로 저장되므로 중간에 끊겨도 같은 코드로 이어서 할 수 있습니다.',
        ...(single ? [] : ['학생별 인증코드 (번호 이름 코드):', ...codeLines(n.codes, (num) => `${num}번`)]),
        ...(n.sheetAttached ? ['학생에게 나누어 줄 인증코드 안내문(PDF)을 첨부했습니다.'] : []),
      ],
      ...(single && { highlight: n.codes[0]!.code }),
      footer: '인증코드는 본인만 사용해야 합니다. 문의는 홈페이지 문의하기를 이용해 주세요.',
    };
  },
  en: (n: ProjectLinkNotice) => {
    const single = n.codes.length === 1;
    return {
      subject: `[Creative Talent Institute] Test link and authentication codes (${n.className}, ${formatYmd(n.start)})`,
      heading: `Test of ${n.orgName} ${n.className}`,
      paragraphs: [
        `Test: ${n.testName}`,
        `Test period: ${period(n)}`,
        `Test address: ${n.link}`,
        'Open the test address on a phone, tablet or PC and enter the authentication code and the basic details to start. Every answer is saved as it is given, so a test that is interrupted continues with the same code.',
        ...(single
          ? []
          : ['Codes by student (number name code):', ...codeLines(n.codes, (num) => `No. ${num}`)]),
        ...(n.sheetAttached ? ['The code slips to hand out to the students are attached (PDF).'] : []),
      ],
      ...(single && { highlight: n.codes[0]!.code }),
      footer:
        'Each code is for its examinee only. For questions, please use the inquiry page of our website.',
    };
  },
};

/** The link and authentication codes of a project, the day before its test (or resent on request). */
export function projectLinkMail(lang: Lang, notice: ProjectLinkNotice): RenderedMail {
  return renderMail('project-link', words[lang](notice));
}
