import { CLASS_LIST_COLUMNS, type ClassListColumn } from '@putt/contract/class-lists';
import type { CellRaw } from '../../files/safe-workbook.js';

/**
 * The header row of a class list (issue 40, decision 027): the titles our template writes and
 * those the schools' own exports use (NEIS and the school information systems head the name
 * column 성명 or 학생명, the number 출석번호, and space titles out as 성 명 or split them over two
 * lines). Titles are compared without spaces, in NFKC and lower case, so "번 호", "생년 월일",
 * "Date of birth" and "BIRTHDATE" all count.
 */
const TITLES: Record<ClassListColumn, readonly string[]> = {
  번호: ['번호', '출석번호', '학생번호', 'no', 'no.', 'number'],
  이름: ['이름', '성명', '학생명', '학생이름', '학생성명', 'name', 'studentname'],
  성별: ['성별', 'gender', 'sex'],
  생년월일: ['생년월일', '생일', '출생일', 'birthdate', 'dob', 'dateofbirth'],
};

export type Header = Record<ClassListColumn, number>;

/** A cell as a title: its text without spaces, NFKC, lower case ('' for anything but text). */
const titleOf = (raw: CellRaw) =>
  typeof raw === 'string' ? raw.normalize('NFKC').replace(/\s+/g, '').toLowerCase() : '';

const columnOf = (raw: CellRaw) => {
  const title = titleOf(raw);
  return title ? CLASS_LIST_COLUMNS.find((name) => TITLES[name].includes(title)) : undefined;
};

/** The row's columns holding the four titles (in any order, among other columns), or undefined. */
export function headerOf(cells: ReadonlyMap<number, CellRaw>): Header | undefined {
  const header: Partial<Header> = {};
  for (const [index, raw] of [...cells].sort(([a], [b]) => a - b)) {
    const column = columnOf(raw);
    if (column && header[column] === undefined) header[column] = index;
  }
  return CLASS_LIST_COLUMNS.every((column) => header[column] !== undefined) ? (header as Header) : undefined;
}

/** How many of the four columns a row's titles name: the row most like a header is the one shown. */
export function titlesKnown(cells: ReadonlyMap<number, CellRaw>): number {
  return new Set([...cells.values()].map(columnOf).filter(Boolean)).size;
}

/** At most this many of a row's titles are named back, so the message stays a sentence. */
const TITLES_SHOWN = 12;

/** A row's text cells as its titles, in column order, for the message when no row fits. */
export function titlesOf(cells: ReadonlyMap<number, CellRaw>): string[] {
  return [...cells]
    .sort(([a], [b]) => a - b)
    .map(([, raw]) => (typeof raw === 'string' ? raw.normalize('NFC').replace(/\s+/g, ' ').trim() : ''))
    .filter(Boolean)
    .slice(0, TITLES_SHOWN)
    .map((title) => ([...title].length > 20 ? `${[...title].slice(0, 20).join('')}…` : title));
}
