import ExcelJS from 'exceljs';
import { inspectZip, ZIP_LIMITS } from './zip-inspect.js';

/** A cell as read: text, numbers, dates (calendar date at UTC midnight) or booleans. */
export type CellRaw = string | number | boolean | Date | undefined;
/** A spreadsheet row (1-based) and its cells by 0-based column, only those that hold something. */
export type SheetRow = { row: number; cells: ReadonlyMap<number, CellRaw> };

/**
 * What an xlsx may unpack to. A class of 1,000 students or a bank of 400 items with thirty more
 * columns unpacks to a few MB; past 10 MB (a zip bomb, or tens of thousands of rows) it is refused
 * as too large before exceljs, which holds the whole workbook in memory, reads any of it.
 */
const XLSX_ZIP_LIMITS = { entries: ZIP_LIMITS.entries, totalBytes: 10 * 1024 * 1024 };

/**
 * Parts of a worksheet our readers do not need, which exceljs would expand cell by cell: a tiny
 * file merging, validating or styling A1:XFD1048576 (or a column range to 50,000,000) would hold
 * the server for minutes. Formats and column widths are not needed either: a cell's own style says
 * whether it is a date.
 */
const IGNORED_NODES = [
  'mergeCells',
  'dataValidations',
  'conditionalFormatting',
  'cols',
  'hyperlinks',
  'drawing',
  'picture',
];

/** Excel's own limit: a sheet claiming rows past it is no spreadsheet Excel wrote. */
const EXCEL_MAX_ROWS = 1_048_576;

/**
 * An uploaded workbook, read safely: by content (a zip that really inflates within the budget and
 * holds a workbook: a text or an .exe renamed .xlsx has no zip directory, a .docx no
 * xl/workbook.xml), without the parts that could hold the process, and with no sheet claiming more
 * rows than Excel allows.
 */
export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook | 'tooLarge' | 'unreadable'> {
  const zip = inspectZip(bytes, XLSX_ZIP_LIMITS);
  if (!zip.ok && zip.reason === 'too large when unpacked') return 'tooLarge';
  if (!zip.ok || !zip.names.includes('xl/workbook.xml')) return 'unreadable';
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (a copy here), which it hands to JSZip
    await workbook.xlsx.load(new Uint8Array(bytes).buffer, { ignoreNodes: IGNORED_NODES });
  } catch {
    return 'unreadable';
  }
  // Rows are held sparsely, but walking them goes through every number up to the last.
  if (workbook.worksheets.some((sheet) => sheet.rowCount > EXCEL_MAX_ROWS)) return 'unreadable';
  return workbook;
}

/** A sheet's rows that hold something, each cell as its plain value. */
export function* sheetRows(sheet: ExcelJS.Worksheet): Generator<SheetRow> {
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.findRow(r);
    if (!row) continue;
    const cells = new Map<number, CellRaw>();
    row.eachCell((cell, column) => cells.set(column - 1, rawOf(cell.value)));
    yield { row: r, cells };
  }
}

function rawOf(value: ExcelJS.CellValue): CellRaw {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result !== null && typeof result === 'object' && !(result instanceof Date) ? result.error : result;
  }
  if ('hyperlink' in value) return rawOf(value.text);
  if ('error' in value) return value.error;
  return undefined;
}
