import jsqr from 'jsqr';
import { describe, expect, it } from 'vitest';
import { newAuthCodes } from '../projects/auth-codes.js';
import { flat, pageImages, pageTexts } from '../testing/pdf-reader.js';
import {
  type CodeSheetData,
  codeSheetCsv,
  linkLines,
  renderCodeSheet,
  slipLink,
  SLIPS_PER_PAGE,
} from './code-sheet.js';

// jsqr is CommonJS: its function is module.exports.default (and module.exports itself)
const jsQR = jsqr.default;

const link = 'https://putt.example.kr/s/AbCdEfGhIjKlMnOpQrStUv';
const names = ['김민준', '이서연', '박도윤', null, '정시우', '남궁은서진'];

function sheet(count: number, overrides: Partial<CodeSheetData> = {}): CodeSheetData {
  const codes = newAuthCodes(count);
  return {
    orgName: '한빛초등학교',
    className: '6학년 3반',
    testName: '2026 진로적성검사',
    link,
    start: '20261125',
    end: '20261205',
    students: codes.map((code, at) => ({ num: at + 1, name: names[at % names.length] ?? null, code })),
    ...overrides,
  };
}

describe('renderCodeSheet', () => {
  it('prints every slip of twelve students on two pages, with the header, the code, the link and the instructions', async () => {
    const data = sheet(12);
    const pdf = await renderCodeSheet(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Pretendard');
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(2);
    pages.forEach((page, at) => {
      const text = flat(page);
      for (const words of ['한빛초등학교·6학년3반·2026진로적성검사', '2026년11월25일~2026년12월5일']) {
        expect(text).toContain(words);
      }
      expect(text).toContain(`${at + 1}/2`);
      const slips = data.students.slice(at * SLIPS_PER_PAGE, (at + 1) * SLIPS_PER_PAGE);
      expect(text.split(link)).toHaveLength(slips.length + 1);
      expect(text.split('QR코드를찍으면인증코드가입력된검사화면이열립니다.')).toHaveLength(slips.length + 1);
      // what the pupil really types at entry (issue 40): a listed pupil confirms the printed name
      const listed = slips.filter((student) => student.name).length;
      expect(text.split('이름을확인하고생년월일과이메일을입력하면검사가시작됩니다.')).toHaveLength(
        listed + 1,
      );
      expect(text.split('번호,이름,성별,생년월일과이메일을입력하면검사가시작됩니다.')).toHaveLength(
        slips.length - listed + 1,
      );
      expect(text).not.toContain('인증코드와번호');
      for (const student of slips) {
        expect(text).toContain(`${student.num}번${student.name ?? '이름'}`);
        expect(text).toContain(student.code);
      }
    });
  });

  it('gives 30 students three pages of ten, no slip split across two', async () => {
    const data = sheet(30);
    const pages = (await pageTexts(await renderCodeSheet(data))).map(flat);
    expect(pages).toHaveLength(3);
    data.students.forEach((student, at) => {
      const page = Math.floor(at / SLIPS_PER_PAGE);
      pages.forEach((text, index) => {
        expect(text.includes(student.code)).toBe(index === page);
      });
    });
    pages.forEach((text, at) => expect(text).toContain(`${at + 1}/3`));
  });

  it("draws on every slip a QR code at least 25 mm wide that reads back as the link with that slip's code", async () => {
    const data = sheet(12);
    const pdf = await renderCodeSheet(data);
    for (const pageNumber of [1, 2]) {
      const images = await pageImages(pdf, pageNumber);
      const slips = data.students.slice((pageNumber - 1) * SLIPS_PER_PAGE, pageNumber * SLIPS_PER_PAGE);
      expect(images).toHaveLength(slips.length);
      images.forEach((image, at) => {
        expect(image.drawnMm).toBeGreaterThanOrEqual(25);
        const read = jsQR(image.rgba, image.width, image.height);
        // the code in the fragment: the entry page fills it in, and no server log nor Referer sees it
        expect(read?.data).toBe(`${link}#code=${slips[at]!.code}`);
      });
    }
    expect(slipLink(link, 'CDF479')).toBe(`${link}#code=CDF479`);
  });

  it('cuts a long link into lines beside the QR code, the QR code holding it whole', async () => {
    const long = 'https://jindan.putt-platform.example.co.kr/survey/start?key=AbCdEfGhIjKlMnOpQrStUv&lang=ko';
    const { fontSize, lines } = linkLines(long);
    expect(lines.join('')).toBe(long);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(fontSize).toBeGreaterThanOrEqual(7);
    expect(lines[0]).toMatch(/[/.?&=]$/); // cut after a separator
    const data = sheet(3, { link: long });
    const pdf = await renderCodeSheet(data);
    expect(flat((await pageTexts(pdf))[0]!)).toContain(long);
    const [image] = await pageImages(pdf, 1);
    expect(jsQR(image!.rgba, image!.width, image!.height)?.data).toBe(slipLink(long, data.students[0]!.code));
  });

  it('prints a single page when the class has no students', async () => {
    const pages = await pageTexts(await renderCodeSheet(sheet(0)));
    expect(pages).toHaveLength(1);
    expect(flat(pages[0]!)).toContain('학생이없습니다.');
  });
});

describe('codeSheetCsv', () => {
  it('writes UTF-8 with a BOM, a header, CRLF lines, quoting where needed and no formulas', () => {
    const csv = codeSheetCsv(
      sheet(0, {
        students: [
          { num: 1, name: '김민준', code: 'CDF479' },
          { num: 2, name: null, code: 'HJK346' },
          { num: 3, name: '이, "별명" 서연', code: 'MNP367' },
          { num: 4, name: '=HYPERLINK("x")', code: 'RTW479' },
        ],
      }),
    );
    expect(csv.startsWith('\uFEFF번호,이름,인증코드,검사 주소\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '번호,이름,인증코드,검사 주소',
      `1,김민준,CDF479,${link}`,
      `2,,HJK346,${link}`,
      `3,"이, ""별명"" 서연",MNP367,${link}`,
      `4,"'=HYPERLINK(""x"")",RTW479,${link}`,
      '',
    ]);
  });
});
