import ExcelJS from 'exceljs';

/** A pupil of the made-up class: number, name, gender as the school writes it, birth date. */
export type Pupil = { num: number; name: string; gender: '남' | '여'; dob: Date };

const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const given = ['하늘', '서연', '민준', '지우', '도윤', '하은', '시우', '서윤', '예준', '지호'];

/** A class of `count` pupils born in 2013, with names that differ from one another. */
export const pupils = (count: number): Pupil[] =>
  Array.from({ length: count }, (_, at) => ({
    num: at + 1,
    name: `${family[at % family.length]}${given[Math.floor(at / family.length) % given.length]}`,
    gender: at % 2 ? '여' : '남',
    dob: new Date(Date.UTC(2013, at % 12, (at % 27) + 1)),
  }));

/**
 * A class list as a school's information system exports it (NEIS's 학급별 명렬표, issue 40):
 * two title rows and a printed-on line, a header over two rows with merged cells (학생 정보 over
 * 성 명, 성별, 생년월일), the grade and class merged down the class, and real Excel date cells
 * beside text dates. Made here, in the test, as the server tests make theirs.
 */
export async function neisExport(list: Pupil[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('학급별 명렬표');
  sheet.getCell('A1').value = '2026학년도 1학기 학급별 학생 명렬표';
  sheet.mergeCells('A1:H1');
  sheet.getCell('A2').value = '한빛중학교   2학년 1반   담임: 김선생';
  sheet.mergeCells('A2:H2');
  sheet.getCell('G3').value = '출력일: 2026.03.03.';
  sheet.mergeCells('G3:H3');
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
  list.forEach((pupil, at) => {
    const row = sheet.getRow(6 + at);
    row.getCell(3).value = pupil.num;
    row.getCell(4).value = pupil.name;
    row.getCell(5).value = pupil.gender;
    // every other birth date as text, the way a re-typed column comes out
    if (at % 2) row.getCell(6).value = pupil.dob.toISOString().slice(0, 10).replaceAll('-', '.');
    else {
      row.getCell(6).value = pupil.dob;
      row.getCell(6).numFmt = 'yyyy-mm-dd';
    }
  });
  sheet.getCell('A6').value = 2;
  sheet.mergeCells(`A6:A${5 + list.length}`);
  sheet.getCell('B6').value = 1;
  sheet.mergeCells(`B6:B${5 + list.length}`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
