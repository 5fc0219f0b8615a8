import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readClassList } from './read-class-list.js';

/**
 * Issue 40, item 8: a class list as the school's own system exports it (NEIS's 학급별 명렬표 and
 * the like) imports as it is: title rows above the header, merged cells, a header over two rows,
 * the name column headed 성명, real Excel date cells beside text dates.
 */

const v = (name: string) => `org-orders:v.${name}`;
const read = (name: string, bytes: Buffer) => readClassList({ name, bytes });

/** A NEIS-like export: two title rows, a printed-on line, a two-row header, merged grade and class cells. */
async function neisExport(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('학급별 명렬표');
  sheet.getCell('A1').value = '2026학년도 1학기 학급별 학생 명렬표';
  sheet.mergeCells('A1:H1');
  sheet.getCell('A2').value = '대전한빛초등학교   6학년 3반   담임: 김선생';
  sheet.mergeCells('A2:H2');
  sheet.getCell('G3').value = '출력일: 2026.03.03.';
  sheet.mergeCells('G3:H3');
  // the header: 학년, 반, 번호 and 비고 merged down two rows; 학생 정보 over three titles
  for (const [cell, title, merge] of [
    ['A4', '학년', 'A4:A5'],
    ['B4', '반', 'B4:B5'],
    ['C4', '번 호', 'C4:C5'],
    ['D4', '학생 정보', 'D4:F4'],
    ['G4', '비고', 'G4:H5'],
  ] as const) {
    sheet.getCell(cell).value = title;
    sheet.mergeCells(merge);
  }
  sheet.getCell('D5').value = '성 명';
  sheet.getCell('E5').value = '성별';
  sheet.getCell('F5').value = '생년월일';
  const pupils: [number, string, string, ExcelJS.CellValue][] = [
    [1, '김하늘', '남', new Date(Date.UTC(2013, 4, 12))],
    [2, '이서연', '여', '2013.09.21.'],
    [3, '박민준', '남', new Date(Date.UTC(2013, 0, 5))],
    [4, '최지우', '여', '2013-05-07'],
  ];
  pupils.forEach(([num, name, gender, dob], at) => {
    const row = sheet.getRow(6 + at);
    row.getCell(3).value = num;
    row.getCell(4).value = name;
    row.getCell(5).value = gender;
    row.getCell(6).value = dob;
    // a real date cell: Excel's serial with a date format, as the school's system writes it
    if (dob instanceof Date) row.getCell(6).numFmt = 'yyyy-mm-dd';
  });
  // the grade and class written once, merged down the whole class
  sheet.getCell('A6').value = 6;
  sheet.mergeCells('A6:A9');
  sheet.getCell('B6').value = 3;
  sheet.mergeCells('B6:B9');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("a school's own export", () => {
  it('imports a NEIS-like export with 성명, title rows, merged cells and date cells as it is', async () => {
    expect(await read('6학년3반_명렬표.xlsx', await neisExport())).toEqual({
      ok: true,
      students: [
        { num: 1, name: '김하늘', gender: 'm', dob: '20130512' },
        { num: 2, name: '이서연', gender: 'f', dob: '20130921' },
        { num: 3, name: '박민준', gender: 'm', dob: '20130105' },
        { num: 4, name: '최지우', gender: 'f', dob: '20130507' },
      ],
    });
  });

  it('takes the titles exports use, with or without spaces: 출석번호, 학생명, 생일', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['학생 명단']);
    sheet.addRow(['출석 번호', '학생명', '성 별', '생일']);
    sheet.addRow([1, '김하늘', '남', '2013-05-12']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await read('list.xlsx', bytes)).toEqual({
      ok: true,
      students: [{ num: 1, name: '김하늘', gender: 'm', dob: '20130512' }],
    });
  });

  it('reads a CP949 CSV export with title rows and 성명', async () => {
    const text = [
      '2026학년도 6학년 3반 학생 명렬표,,,,',
      '출력일: 2026.03.03,,,,',
      ',,,,',
      '번호,성명,성별,생년월일,비고',
      '1,김하늘,남,2013.05.12,',
      '2,똠방각하,여,2013-09-21,전입',
    ].join('\r\n');
    expect(await read('명렬표.csv', iconv.encode(text, 'cp949'))).toEqual({
      ok: true,
      students: [
        { num: 1, name: '김하늘', gender: 'm', dob: '20130512' },
        { num: 2, name: '똠방각하', gender: 'f', dob: '20130921' },
      ],
    });
  });

  it('refuses a file with no fitting header, naming the titles it found', async () => {
    const text = ['3학년 2반', '학년,반,학생 성함,성별,주민번호 앞자리', '3,2,김하늘,남,130512'].join('\r\n');
    expect(await read('list.csv', Buffer.from(text))).toEqual({
      ok: false,
      problems: [
        {
          row: 2,
          column: null,
          key: v('classListHeaderFound'),
          value: '학년, 반, 학생 성함, 성별, 주민번호 앞자리',
        },
      ],
    });
  });
});
