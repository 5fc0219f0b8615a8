import { makeZip } from './zip-fixture.js';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A cell of inline text, as a hand-written workbook holds it. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The smallest xlsx Excel opens, around one worksheet's XML (`<worksheet>…</worksheet>`). */
export function workbookOf(sheet: string): Buffer {
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
    '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="명단" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
  };
  return makeZip(Object.entries(parts).map(([name, data]) => ({ name, data: Buffer.from(data) })));
}

/** A worksheet's XML from its rows of text. */
export function sheetOf(rows: string[][]): string {
  const columns = 'ABCDEFGHIJ';
  const row = (r: number, texts: string[]) =>
    `<row r="${r}">${texts.map((text, c) => textCell(`${columns[c]}${r}`, text)).join('')}</row>`;
  return `<worksheet xmlns="${main}"><sheetData>${rows.map((texts, i) => row(i + 1, texts)).join('')}</sheetData></worksheet>`;
}

/**
 * The class list of issue 43's probe: about 1 MB packed, unpacking to just under the 10 MB a
 * workbook may (35,000 rows of ten number cells), which exceljs reads for seconds and hundreds of MB.
 */
export function hostileClassList(): Buffer {
  const columns = 'ABCDEFGHIJ';
  const row = (r: number) =>
    `<row r="${r}">${[...columns].map((column, c) => `<c r="${column}${r}"><v>${(r + c) % 10}</v></c>`).join('')}</row>`;
  const rows = Array.from({ length: 35_000 }, (_, i) => row(i + 2)).join('');
  const header = sheetOf([['번호', '이름', '성별', '생년월일']]).replace(
    '</sheetData>',
    `${rows}</sheetData>`,
  );
  return workbookOf(header);
}
