import ExcelJS from 'exceljs';
import {
  CLASS_LIST_COLUMNS,
  CLASS_LIST_MAX_BYTES,
  CLASS_LIST_MAX_ROWS,
  CLASS_NAME_MAX,
  CLASS_NUM_MAX,
} from './read-class-list.js';

/**
 * The class-list template a school downloads (GET /documents/class-list-template.xlsx): the header
 * row readClassList looks for on the first sheet, and a guide with examples on the second.
 */

const EXAMPLES: [number, string, string, string][] = [
  [1, '김하늘', '남', '2013-05-12'],
  [2, '이서연', '여', '20130921'],
];

const INSTRUCTIONS = [
  '학생 명단 작성 안내',
  '',
  `1. '학생 명단' 시트의 2행부터 한 줄에 학생 한 명씩 입력하세요. 첫 행(번호, 이름, 성별, 생년월일)은 지우거나 바꾸지 마세요.`,
  `2. 번호: 반 안의 번호(1~${CLASS_NUM_MAX})입니다. 같은 번호를 두 번 쓸 수 없습니다.`,
  `3. 이름: ${CLASS_NAME_MAX}자까지 입력할 수 있습니다.`,
  '4. 성별: 남 또는 여로 입력하세요.',
  '5. 생년월일: 2013-05-12 또는 20130512처럼 입력하세요. 엑셀의 날짜 형식으로 입력해도 됩니다.',
  `6. 한 파일에 한 반씩, 학생 ${CLASS_LIST_MAX_ROWS.toLocaleString('ko-KR')}명까지, 파일 크기 ${CLASS_LIST_MAX_BYTES / 1024 / 1024}MB 이하로 올려 주세요.`,
  '7. 다른 열을 더 두어도 됩니다(읽지 않습니다). 엑셀에서 CSV로 저장한 파일도 올릴 수 있습니다.',
  '8. 잘못된 행이 하나라도 있으면 아무 학생도 등록되지 않습니다. 미리보기에서 표시된 행을 고친 뒤 다시 올려 주세요.',
  '',
  '입력 예시 (이 시트는 읽지 않습니다)',
];

/** An empty class list: the header on the first sheet (read as empty untouched), the guide on the second. */
export async function classListTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PUTT';

  const sheet = workbook.addWorksheet('학생 명단', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: '번호', key: 'num', width: 8 },
    { header: '이름', key: 'name', width: 18 },
    { header: '성별', key: 'gender', width: 8 },
    { header: '생년월일', key: 'dob', width: 14 },
  ];
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.alignment = { horizontal: 'center' };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  for (let r = 2; r <= CLASS_LIST_MAX_ROWS + 1; r++) {
    sheet.getCell(r, 3).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"남,여"'],
      showErrorMessage: true,
      errorTitle: '성별',
      error: '남 또는 여를 입력하세요.',
    };
  }

  const guide = workbook.addWorksheet('작성 안내');
  guide.getColumn(1).width = 10;
  guide.getColumn(2).width = 18;
  guide.getColumn(3).width = 8;
  guide.getColumn(4).width = 14;
  INSTRUCTIONS.forEach((line, i) => {
    guide.getCell(i + 1, 1).value = line;
  });
  guide.getCell(1, 1).font = { bold: true, size: 14 };
  const exampleHead = guide.getRow(INSTRUCTIONS.length + 1);
  exampleHead.values = [...CLASS_LIST_COLUMNS];
  exampleHead.font = { bold: true };
  EXAMPLES.forEach((example, i) => {
    const row = guide.getRow(INSTRUCTIONS.length + 2 + i);
    row.values = example;
    row.font = { color: { argb: 'FF868E96' }, italic: true };
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
