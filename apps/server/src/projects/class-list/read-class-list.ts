import {
  CLASS_LIST_COLUMNS,
  CLASS_LIST_MAX_BYTES,
  CLASS_LIST_MAX_ROWS,
  type ClassListColumn,
  type TClassListAnswer,
  type TClassListProblem,
  type TClassStudent,
} from '@putt/contract/class-lists';
import { isValidYmd, seoulToday } from '@putt/contract/dates';
import { isNameText, withoutNameMarks } from '@putt/contract/names';
import { isStorableText } from '@putt/contract/text';
import { parse as parseCsv } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { type CellRaw, loadWorkbook, type SheetRow, sheetRows } from '../../files/safe-workbook.js';
import { type Header, headerOf, titlesKnown, titlesOf } from './class-list-header.js';

/**
 * A school's class list (issue 21): one spreadsheet per class, columns 번호 (student number), 이름,
 * 성별 and 생년월일 (or the titles a school's own export gives them: class-list-header.ts), under
 * any title rows, as XLSX or as the CSV Korean Excel saves (CP949, or UTF-8 with or without a
 * BOM). Reading is pure: the bytes in, the students or every problem out (row and column named),
 * so the preview shows all of them at once and the students are registered only from a valid file.
 * Messages are keys of the `org-projects` namespace.
 */
export { CLASS_LIST_COLUMNS, CLASS_LIST_MAX_BYTES, CLASS_LIST_MAX_ROWS };

type ClassListResult = TClassListAnswer;

export const CLASS_NUM_MAX = 99;
export const CLASS_NAME_MAX = 20;
/** The oldest birth date taken; the newest is today in Korea. */
export const CLASS_DOB_MIN = '19400101';

const v = (name: string) => `org-orders:v.${name}`;

const GENDERS: Record<string, 'm' | 'f'> = {
  남: 'm',
  남자: 'm',
  남성: 'm',
  m: 'm',
  male: 'm',
  여: 'f',
  여자: 'f',
  여성: 'f',
  f: 'f',
  female: 'f',
};

/** A cell as read: CSV gives text; XLSX text, numbers, dates (calendar date at UTC midnight) or booleans. */
type Raw = CellRaw;

export async function readClassList(file: { name: string; bytes: Buffer }): Promise<ClassListResult> {
  const extension = /\.([^./\\]+)$/.exec(file.name.trim())?.[1]?.toLowerCase();
  if (extension !== 'xlsx' && extension !== 'csv') return refused('classListType');
  if (file.bytes.length > CLASS_LIST_MAX_BYTES) return refused('classListTooLarge');
  if (file.bytes.length === 0) return refused('classListEmpty');
  return extension === 'xlsx' ? readXlsx(file.bytes) : readCsvFile(file.bytes);
}

function refused(name: string): ClassListResult {
  return { ok: false, problems: [{ row: null, column: null, key: v(name) }] };
}

// ---------------------------------------------------------------------------------------------
// XLSX

async function readXlsx(bytes: Buffer): Promise<ClassListResult> {
  const workbook = await loadWorkbook(bytes);
  if (workbook === 'tooLarge') return refused('classListTooLarge');
  if (workbook === 'unreadable') return refused('classListUnreadable');
  const sheet = workbook.worksheets[0];
  if (!sheet) return refused('classListEmpty');
  return readRows(sheetRows(sheet));
}

// ---------------------------------------------------------------------------------------------
// CSV

function readCsvFile(bytes: Buffer): ClassListResult {
  // Text has no NUL byte (UTF-8 and CP949 alike); a renamed binary, zip or UTF-16 file has many.
  if (bytes.includes(0)) return refused('classListUnreadable');
  let records: string[][];
  try {
    records = parseCsv(decodeText(bytes), { relax_column_count: true, relax_quotes: true });
  } catch {
    return refused('classListUnreadable');
  }
  return readRows(records.map((record, i) => ({ row: i + 1, cells: new Map(record.entries()) })));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 with a BOM, valid UTF-8, or else CP949 (Korean Excel's "CSV (쉼표로 분리)"). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.toString('utf8', 3);
  try {
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(bytes, 'cp949');
  }
}

// ---------------------------------------------------------------------------------------------
// Rows: the header, the row limit, then every cell checked

function readRows(rows: Iterable<SheetRow>): ClassListResult {
  let header: Header | undefined;
  let anything = false;
  /** the row most like a header, named back when no row is one */
  let likeHeader: { row: number; known: number; cells: ReadonlyMap<number, Raw> } | undefined;
  let above: SheetRow | undefined;
  const data: SheetRow[] = [];
  for (const row of rows) {
    if (!header) {
      anything ||= [...row.cells.values()].some(filled);
      header = headerOf(row.cells) ?? headerOf(twoRowTitles(above, row));
      above = row;
      const known = titlesKnown(row.cells);
      if (!header && titlesOf(row.cells).length > 0 && (!likeHeader || known > likeHeader.known)) {
        likeHeader = { row: row.row, known, cells: row.cells };
      }
      continue;
    }
    // Rows whose four columns are empty are skipped, whatever stands in columns the list ignores.
    if (!CLASS_LIST_COLUMNS.some((column) => filled(row.cells.get(header![column])))) continue;
    data.push(row);
    // Refused before anything else is read or checked.
    if (data.length > CLASS_LIST_MAX_ROWS) return refused('classListTooManyRows');
  }
  if (!header) {
    if (!likeHeader) return refused(anything ? 'classListHeader' : 'classListEmpty');
    // The teacher sees what the file's titles are, beside the titles the list takes.
    const found = withoutNameMarks(titlesOf(likeHeader.cells).join(', ')).replace(LONE_SURROGATES, '');
    const key = v('classListHeaderFound');
    return { ok: false, problems: [{ row: likeHeader.row, column: null, key, value: found }] };
  }
  if (data.length === 0) return refused('classListEmpty');
  return checkRows(data, header);
}

/**
 * A header over two rows, as exports group columns (학생 정보 over 성명, 성별, 생년월일, with 번호
 * merged down both rows): a merged title stands in its first cell only, so the row above lends
 * the columns this row leaves empty.
 */
function twoRowTitles(above: SheetRow | undefined, row: SheetRow): ReadonlyMap<number, Raw> {
  if (!above || above.row !== row.row - 1) return row.cells;
  const cells = new Map(above.cells);
  for (const [column, raw] of row.cells) if (filled(raw)) cells.set(column, raw);
  return cells;
}

function filled(raw: Raw): boolean {
  return raw !== undefined && (typeof raw !== 'string' || raw.trim() !== '');
}

function checkRows(rows: SheetRow[], header: Header): ClassListResult {
  const today = seoulToday();
  const problems: TClassListProblem[] = [];
  const students: TClassStudent[] = [];
  const seen = new Set<number>();
  for (const { row, cells } of rows) {
    const problem = (column: ClassListColumn, name: string, raw?: Raw) => {
      problems.push({ row, column, key: v(name), ...(filled(raw) ? { value: shown(raw) } : {}) });
    };
    const numRaw = cells.get(header.번호);
    const nameRaw = cells.get(header.이름);
    const genderRaw = cells.get(header.성별);
    const dobRaw = cells.get(header.생년월일);

    const num = numberOf(numRaw);
    if (!filled(numRaw)) problem('번호', 'numRequired');
    else if (num === undefined) problem('번호', 'numInvalid', numRaw);
    else if (seen.has(num)) problem('번호', 'numDuplicate', numRaw);
    if (num !== undefined) seen.add(num);

    const name = nameOf(nameRaw);
    if (name === '') problem('이름', 'nameRequired');
    else if (name === undefined) problem('이름', 'nameInvalid', nameRaw);
    else if ([...name].length > CLASS_NAME_MAX) problem('이름', 'nameTooLong', nameRaw);

    const gender = genderOf(genderRaw);
    if (!gender) problem('성별', 'genderInvalid', genderRaw);

    const dob = dateOf(dobRaw);
    if (!dob || dob < CLASS_DOB_MIN || dob > today) problem('생년월일', 'dobInvalid', dobRaw);

    if (num !== undefined && name && gender && dob) students.push({ num, name, gender, dob });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, students };
}

/** 번호: a whole number 1..99, from a number cell or from text ("7", "07", full-width digits). */
function numberOf(raw: Raw): number | undefined {
  let num: number | undefined;
  if (typeof raw === 'number') num = raw;
  else if (typeof raw === 'string') {
    const text = raw.normalize('NFKC').trim();
    if (/^\d{1,4}$/.test(text)) num = Number(text);
  }
  return num !== undefined && Number.isInteger(num) && num >= 1 && num <= CLASS_NUM_MAX ? num : undefined;
}

// A lone surrogate (with the u flag a pair is one character, so only a lone half matches), which
// the database cannot store: the preview shows it as the replacement character.
const LONE_SURROGATES = /[\ud800-\udfff]/gu;

/** The trimmed name ('' when empty), or undefined when it is no name (control characters, a date). */
function nameOf(raw: Raw): string | undefined {
  if (raw === undefined) return '';
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') return undefined;
  const name = raw.normalize('NFC').trim();
  // the names' one rule (contract names.ts); a lone surrogate is no text at all
  return isNameText(name) && isStorableText(name) ? name : undefined;
}

function genderOf(raw: Raw): 'm' | 'f' | undefined {
  return typeof raw === 'string' ? GENDERS[raw.normalize('NFKC').trim().toLowerCase()] : undefined;
}

const DATE_TEXTS = [
  /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  // 2013-05-12, 2013.5.12, 2013/05/12, "2013. 5. 12.", with a time after it as some exports add
  /^(?<y>\d{4})\s*(?<sep>[-./])\s*(?<m>\d{1,2})\s*\k<sep>\s*(?<d>\d{1,2})\s*\.?(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/,
  /^(?<y>\d{4})\s*년\s*(?<m>\d{1,2})\s*월\s*(?<d>\d{1,2})\s*일$/,
];

/**
 * 생년월일 as yyyymmdd when it is a real calendar day: an Excel date cell (exceljs gives the
 * serial's calendar day at UTC midnight, so the UTC fields are the day Excel shows, whatever the
 * server's time zone), a number like 20130512, or text 2013-05-12, 2013.05.12, 2013/5/12,
 * 2013. 5. 12., 2013년 5월 12일 or 20130512.
 */
function dateOf(raw: Raw): string | undefined {
  let ymd: string | undefined;
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return undefined;
    ymd = ymdOf(raw.getUTCFullYear(), raw.getUTCMonth() + 1, raw.getUTCDate());
  } else if (typeof raw === 'number') {
    if (Number.isInteger(raw)) ymd = String(raw);
  } else if (typeof raw === 'string') {
    const text = raw.normalize('NFKC').trim();
    const parts = DATE_TEXTS.map((pattern) => pattern.exec(text)?.groups).find(Boolean);
    if (parts) ymd = ymdOf(Number(parts.y), Number(parts.m), Number(parts.d));
  }
  return ymd !== undefined && isValidYmd(ymd) ? ymd : undefined;
}

const ymdOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

/** A cell's value for the preview: dates as yyyy-mm-dd, text without control characters, short. */
function shown(raw: Raw): string {
  const text =
    raw instanceof Date
      ? Number.isNaN(raw.getTime())
        ? ''
        : raw.toISOString().slice(0, 10)
      : withoutNameMarks(String(raw ?? ''), '\ufffd').replace(LONE_SURROGATES, '\ufffd');
  const chars = [...text];
  return chars.length > 50 ? `${chars.slice(0, 50).join('')}…` : text;
}

declare module '../../files/parse-pool.js' {
  interface ParseAnswers {
    classList: TClassListAnswer;
  }
}
