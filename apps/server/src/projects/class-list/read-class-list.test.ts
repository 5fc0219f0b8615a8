import { addDays, seoulToday } from '@putt/contract/dates';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeZip } from '../../testing/zip-fixture.js';
import { sheetOf, workbookOf } from '../../testing/xlsx-fixture.js';
import { CLASS_LIST_MAX_BYTES, CLASS_LIST_MAX_ROWS, readClassList } from './read-class-list.js';
import type {
  TClassListAnswer as ClassListResult,
  TClassListProblem as ClassListProblem,
} from '@putt/contract/class-lists';
import { classListTemplate } from './class-list-template.js';

/**
 * Refused quickly: the crafted files this guards against ran for 20 s and more; 6 s leaves room for
 * a busy 2-core CI machine (alone, each case takes well under a second).
 */
const QUICK_MS = 6000;

const v = (name: string) => `org-orders:v.${name}`;
const fileProblem = (name: string): ClassListResult => ({
  ok: false,
  problems: [{ row: null, column: null, key: v(name) }],
});

/** A workbook whose first sheet holds these rows (undefined: an empty cell), the cells set by `edit`. */
async function xlsx(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('명단');
  workbook.addWorksheet('다른 시트').addRow(['번호', '이름', '성별', '생년월일']);
  rows.forEach((values, i) => {
    values.forEach((value, c) => {
      if (value !== undefined) sheet.getCell(i + 1, c + 1).value = value as ExcelJS.CellValue;
    });
  });
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook written by hand, for what exceljs never writes: the sheet's XML around four rows. */
function handmadeXlsx(edit: (sheet: string) => string = (sheet) => sheet): Buffer {
  return workbookOf(
    edit(
      sheetOf([
        ['번호', '이름', '성별', '생년월일'],
        ['1', '김하늘', '남', '2013-05-12'],
        ['2', '이서연', '여', '2013-09-21'],
      ]),
    ),
  );
}

/** No row holds the four titles: the row most like a header is named with its titles. */
const headerProblem = (row: number, found: string): ClassListResult => ({
  ok: false,
  problems: [{ row, column: null, key: v('classListHeaderFound'), value: found }],
});

const csvText = (lines: string[]) => lines.join('\r\n') + '\r\n';
const read = (name: string, bytes: Buffer) => readClassList({ name, bytes });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('reading an xlsx', () => {
  it('finds the header under a title, in any column order, and reads dates, numbers and text', async () => {
    // The server's time zone must not move a date cell's day: Seoul is ahead of UTC.
    vi.stubEnv('TZ', 'Asia/Seoul');
    expect(new Date(Date.UTC(2013, 4, 12, 23, 30)).getDate()).toBe(13);
    const bytes = await xlsx(
      [
        ['3학년 2반 학생 명단'],
        [],
        [' 이름 ', '비고', '생년월일', '번호', '성별 '],
        ['  김하늘 ', '반장', new Date(Date.UTC(2013, 4, 12)), 1, '남'],
        ['이서연', undefined, 20130921, '2', '여자'],
        ['Park Minjun', undefined, '2013.01.05', 3, 'M'],
        [],
        [undefined, '전학 예정'],
        ['최지우', undefined, '2013/5/7', '04', 'female'],
        ['정하나', undefined, '20130228', 5, ' F '],
        ['강두리', undefined, new Date(Date.UTC(2013, 4, 12, 23, 30)), 6, '남자'],
        ['윤세찬', undefined, 41406, 7, 'male'],
        ['한별', undefined, '2013. 5. 12.', 8, '여'],
      ],
      (sheet) => {
        sheet.mergeCells('A1:E1');
        // what Excel stores for a date: a serial number with a date format
        sheet.getCell('C12').numFmt = 'yyyy"년" m"월" d"일"';
      },
    );
    expect(await read('3-2.xlsx', bytes)).toEqual({
      ok: true,
      students: [
        { num: 1, name: '김하늘', gender: 'm', dob: '20130512' },
        { num: 2, name: '이서연', gender: 'f', dob: '20130921' },
        { num: 3, name: 'Park Minjun', gender: 'm', dob: '20130105' },
        { num: 4, name: '최지우', gender: 'f', dob: '20130507' },
        { num: 5, name: '정하나', gender: 'f', dob: '20130228' },
        { num: 6, name: '강두리', gender: 'm', dob: '20130512' },
        { num: 7, name: '윤세찬', gender: 'm', dob: '20130512' },
        { num: 8, name: '한별', gender: 'f', dob: '20130512' },
      ],
    });
  });

  it('takes English titles in any case, rich text, formulas and hyperlinks', async () => {
    const bytes = await xlsx([
      ['No.', ' NAME ', 'Sex', 'Date of  Birth', 'Phone'],
      [
        { formula: '1+0', result: 1 },
        { richText: [{ text: '김' }, { text: '하늘', font: { bold: true } }] },
        'Male',
        '2013-05-12',
        '010-0000-0000',
      ],
      [2, { text: '이서연', hyperlink: 'https://example.com' }, 'F', '2013-09-21'],
    ]);
    expect(await read('LIST.XLSX', bytes)).toEqual({
      ok: true,
      students: [
        { num: 1, name: '김하늘', gender: 'm', dob: '20130512' },
        { num: 2, name: '이서연', gender: 'f', dob: '20130921' },
      ],
    });
    const others = await xlsx([
      ['Number', 'Name', 'Gender', 'DOB'],
      [1, '김하늘', 'm', '20130512'],
    ]);
    expect(await read('list.xlsx', others)).toMatchObject({ ok: true });
    const birthDate = await xlsx([
      ['no', 'name', 'GENDER', 'Birth date'],
      [1, '김하늘', 'm', '20130512'],
    ]);
    expect(await read('list.xlsx', birthDate)).toMatchObject({ ok: true });
  });

  it('names the row and column of every cell it refuses', async () => {
    const bytes = await xlsx([
      ['번호', '이름', '성별', '생년월일'],
      [100, new Date(Date.UTC(2013, 0, 1)), true, new Date(Date.UTC(1939, 11, 31))],
      [1.5, '김하늘', '남', 'yesterday'],
      [2, '이서연', '여', new Date(Date.UTC(1940, 0, 1))],
    ]);
    expect(await read('list.xlsx', bytes)).toEqual({
      ok: false,
      problems: [
        { row: 2, column: '번호', key: v('numInvalid'), value: '100' },
        { row: 2, column: '이름', key: v('nameInvalid'), value: '2013-01-01' },
        { row: 2, column: '성별', key: v('genderInvalid'), value: 'true' },
        { row: 2, column: '생년월일', key: v('dobInvalid'), value: '1939-12-31' },
        { row: 3, column: '번호', key: v('numInvalid'), value: '1.5' },
        { row: 3, column: '생년월일', key: v('dobInvalid'), value: 'yesterday' },
      ],
    });
  });

  it('wants all four titles in one row', async () => {
    const bytes = await xlsx([
      ['번호', '이름', '성별'],
      [1, '김하늘', '남', '2013-05-12'],
    ]);
    expect(await read('list.xlsx', bytes)).toEqual(headerProblem(1, '번호, 이름, 성별'));
    expect(await read('list.xlsx', await xlsx([]))).toEqual(fileProblem('classListEmpty'));
    expect(await read('list.xlsx', await xlsx([['번호', '이름', '성별', '생년월일'], [], []]))).toEqual(
      fileProblem('classListEmpty'),
    );
  });

  it(`refuses more than ${CLASS_LIST_MAX_ROWS} students quickly`, async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [(i % 99) + 1, `학생${i}`, '남', '2013-05-12']);
    const bytes = await xlsx([['번호', '이름', '성별', '생년월일'], ...rows]);
    const started = performance.now();
    expect(await read('list.xlsx', bytes)).toEqual(fileProblem('classListTooManyRows'));
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });

  it('refuses by content: a renamed text or program, another zip, a broken workbook, a zip bomb', async () => {
    const unreadable = fileProblem('classListUnreadable');
    const text = Buffer.from('번호,이름,성별,생년월일\n1,김하늘,남,2013-05-12\n');
    expect(await read('list.xlsx', text)).toEqual(unreadable);
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200), Buffer.from('PE\0\0')]);
    expect(await read('list.xlsx', program)).toEqual(unreadable);
    const docx = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(await read('list.xlsx', docx)).toEqual(unreadable);
    const broken = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('not xml <<<') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook') },
    ]);
    expect(await read('list.xlsx', broken)).toEqual(unreadable);
    const truncated = (await xlsx([['번호', '이름', '성별', '생년월일']])).subarray(0, 500);
    expect(await read('list.xlsx', truncated)).toEqual(unreadable);
    const bomb = makeZip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(11 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(CLASS_LIST_MAX_BYTES);
    expect(await read('list.xlsx', bomb)).toEqual(fileProblem('classListTooLarge'));
  });
});

describe('a crafted xlsx', () => {
  const students = [
    { num: 1, name: '김하늘', gender: 'm', dob: '20130512' },
    { num: 2, name: '이서연', gender: 'f', dob: '20130921' },
  ];

  it('is read when it is a plain workbook', async () => {
    expect(await read('list.xlsx', handmadeXlsx())).toEqual({ ok: true, students });
  });

  // exceljs expands these cell by cell: each of them alone held it for minutes before it was told to skip them
  const huge = {
    merges: '<mergeCells count="1"><mergeCell ref="A10:XFD1048576"/></mergeCells>',
    validations:
      '<dataValidations count="1"><dataValidation type="list" sqref="A10:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>',
    formats:
      '<conditionalFormatting sqref="A10:XFD1048576"><cfRule type="containsBlanks" priority="1"/></conditionalFormatting>',
  };
  for (const [what, xml] of Object.entries(huge)) {
    it(`does not expand ${what} over the whole sheet`, async () => {
      const bytes = handmadeXlsx((sheet) => sheet.replace('</sheetData>', `</sheetData>${xml}`));
      const started = performance.now();
      expect(await read('list.xlsx', bytes)).toEqual({ ok: true, students });
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
    });
  }

  it('does not make fifty million columns', async () => {
    const bytes = handmadeXlsx((sheet) =>
      sheet.replace('<sheetData>', '<cols><col min="1" max="50000000" width="9"/></cols><sheetData>'),
    );
    const started = performance.now();
    expect(await read('list.xlsx', bytes)).toEqual({ ok: true, students });
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });

  it('refuses a row past the last row Excel has, without walking to it', async () => {
    const far = '<row r="100000000"><c r="A100000000" t="inlineStr"><is><t>3</t></is></c></row>';
    const bytes = handmadeXlsx((sheet) => sheet.replace('</sheetData>', `${far}</sheetData>`));
    const started = performance.now();
    expect(await read('list.xlsx', bytes)).toEqual(fileProblem('classListUnreadable'));
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });
});

describe('reading a csv', () => {
  const lines = [
    '번호,이름,성별,생년월일,비고',
    '1,김하늘,남,2013-05-12,"서울, 강남구"',
    '2,"이, 서연",여,20130921,',
    ',,,,',
    '',
    '3,박민준,남,2013/1/5,"따옴표 ""안"" 글"',
  ];
  const students = [
    { num: 1, name: '김하늘', gender: 'm', dob: '20130512' },
    { num: 2, name: '이, 서연', gender: 'f', dob: '20130921' },
    { num: 3, name: '박민준', gender: 'm', dob: '20130105' },
  ];

  it('reads UTF-8, UTF-8 with a BOM and CP949 (EUC-KR), quoted commas included', async () => {
    const text = csvText(lines);
    expect(await read('list.csv', Buffer.from(text, 'utf8'))).toEqual({ ok: true, students });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    expect(await read('list.csv', bom)).toEqual({ ok: true, students });
    const cp949 = iconv.encode(text, 'cp949');
    expect(cp949.equals(Buffer.from(text, 'utf8'))).toBe(false);
    expect(await read('list.CSV', cp949)).toEqual({ ok: true, students });
    // a name only CP949 (not EUC-KR's 2,350 syllables) can hold
    expect(
      await read('list.csv', iconv.encode(csvText([lines[0]!, '1,똠방각하,남,2013-05-12']), 'cp949')),
    ).toEqual({ ok: true, students: [{ num: 1, name: '똠방각하', gender: 'm', dob: '20130512' }] });
  });

  it('names every problem with its row (the header is row 1, empty rows count) and column', async () => {
    const tomorrow = addDays(seoulToday(), 1);
    const bytes = Buffer.from(
      csvText([
        '번호,이름,성별,생년월일', // 1
        ',홍길동,남,2013-05-12', // 2
        '0,김철수,남,2013-05-12', // 3
        '1,이영희,여,2013-05-12', // 4
        '1,박민수,남,2013-05-12', // 5
        '2,,여,2013-05-12', // 6
        `3,${'가'.repeat(21)},남,2013-05-12`, // 7
        '4,"홍\t길동",남,2013-05-12', // 8
        '', // 9
        '5,최지우,X,2013-05-12', // 10
        '6,정하나,여,2013-02-30', // 11
        '7,강두리,남,19391231', // 12
        `8,윤세찬,남,${tomorrow}`, // 13
        '1.5,한별,여,2013-05-12', // 14
        '10,조민,,', // 15
        '1,서하,여,2013-05-12', // 16
        `11,"${'나'.repeat(20)}",여,${seoulToday()}`, // 17: 20 characters and today are fine
        '12,"\u0007",남,19400101', // 18
      ]),
    );
    const problems: ClassListProblem[] = [
      { row: 2, column: '번호', key: v('numRequired') },
      { row: 3, column: '번호', key: v('numInvalid'), value: '0' },
      { row: 5, column: '번호', key: v('numDuplicate'), value: '1' },
      { row: 6, column: '이름', key: v('nameRequired') },
      { row: 7, column: '이름', key: v('nameTooLong'), value: '가'.repeat(21) },
      { row: 8, column: '이름', key: v('nameInvalid'), value: '홍\ufffd길동' },
      { row: 10, column: '성별', key: v('genderInvalid'), value: 'X' },
      { row: 11, column: '생년월일', key: v('dobInvalid'), value: '2013-02-30' },
      { row: 12, column: '생년월일', key: v('dobInvalid'), value: '19391231' },
      { row: 13, column: '생년월일', key: v('dobInvalid'), value: tomorrow },
      { row: 14, column: '번호', key: v('numInvalid'), value: '1.5' },
      { row: 15, column: '성별', key: v('genderInvalid') },
      { row: 15, column: '생년월일', key: v('dobInvalid') },
      { row: 16, column: '번호', key: v('numDuplicate'), value: '1' },
      { row: 18, column: '이름', key: v('nameInvalid'), value: '\ufffd' },
    ];
    expect(await read('list.csv', bytes)).toEqual({ ok: false, problems });
  });

  it(`refuses a 5,000-row file for its rows (more than ${CLASS_LIST_MAX_ROWS}) in under 2 s`, async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `${i + 1},학생${i},남,20130512`);
    const bytes = Buffer.from(csvText(['번호,이름,성별,생년월일', ...rows]));
    const started = performance.now();
    expect(await read('list.csv', bytes)).toEqual(fileProblem('classListTooManyRows'));
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });

  it(`takes ${CLASS_LIST_MAX_ROWS} rows, not one more`, async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => `${(i % 99) + 1},학생${i},남,20130512`);
    const full = await read('list.csv', Buffer.from(csvText(['번호,이름,성별,생년월일', ...rows(1000)])));
    expect(full.ok).toBe(false);
    expect(full.ok ? [] : full.problems.map((p) => p.key)).not.toContain(v('classListTooManyRows'));
    expect(full.ok ? [] : full.problems.every((p) => p.key === v('numDuplicate'))).toBe(true);
    const over = await read('list.csv', Buffer.from(csvText(['번호,이름,성별,생년월일', ...rows(1001)])));
    expect(over).toEqual(fileProblem('classListTooManyRows'));
  });

  it('refuses an empty file, a file without the header, a binary file and a broken quote', async () => {
    expect(await read('list.csv', Buffer.alloc(0))).toEqual(fileProblem('classListEmpty'));
    expect(await read('list.xlsx', Buffer.alloc(0))).toEqual(fileProblem('classListEmpty'));
    expect(await read('list.csv', Buffer.from('\r\n,,,\r\n'))).toEqual(fileProblem('classListEmpty'));
    expect(await read('list.csv', Buffer.from('번호,이름,성별,생년월일\r\n,,,\r\n'))).toEqual(
      fileProblem('classListEmpty'),
    );
    expect(await read('list.csv', Buffer.from('1,김하늘,남,2013-05-12\r\n'))).toEqual(
      headerProblem(1, '1, 김하늘, 남, 2013-05-12'),
    );
    // no text at all: nothing to name
    expect(await read('list.xlsx', await xlsx([[1, 2, 3]]))).toEqual(fileProblem('classListHeader'));
    const workbook = await xlsx([['번호', '이름', '성별', '생년월일']]);
    expect(await read('list.csv', workbook)).toEqual(fileProblem('classListUnreadable'));
    expect(await read('list.csv', Buffer.from('번호,이름,성별,생년월일\r\n1,"김하늘,남\r\n'))).toEqual(
      fileProblem('classListUnreadable'),
    );
  });
});

describe('the file', () => {
  it('is an xlsx or a csv, by its name', async () => {
    const text = Buffer.from('번호,이름,성별,생년월일\n1,김하늘,남,2013-05-12\n');
    for (const name of ['list.xls', 'list.txt', 'list', 'list.csv.exe', 'listcsv']) {
      expect(await read(name, text)).toEqual(fileProblem('classListType'));
    }
  });

  it(`is at most ${CLASS_LIST_MAX_BYTES / 1024 / 1024} MB`, async () => {
    expect(await read('list.csv', Buffer.alloc(CLASS_LIST_MAX_BYTES + 1, 0x41))).toEqual(
      fileProblem('classListTooLarge'),
    );
  });
});

describe('the template', () => {
  it('reads back as empty: the header on the first sheet, the guide and examples on the second', async () => {
    const bytes = await classListTemplate();
    expect(await read('template.xlsx', bytes)).toEqual(fileProblem('classListEmpty'));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const [sheet, guide] = workbook.worksheets;
    expect(sheet?.name).toBe('학생 명단');
    expect(sheet?.getRow(1).values).toEqual([undefined, '번호', '이름', '성별', '생년월일']);
    expect(sheet?.getColumn(2).width).toBeGreaterThan(10);
    expect(sheet?.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"남,여"'] });
    expect(guide?.name).toBe('작성 안내');
    const texts: string[] = [];
    guide?.eachRow((row) => texts.push(row.values.toString()));
    expect(texts.join('\n')).toContain('남 또는 여');
    expect(texts.join('\n')).toContain('김하늘');
  });
});
