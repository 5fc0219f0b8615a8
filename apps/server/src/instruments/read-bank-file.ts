import type { TImportProblem } from '@putt/contract/admin/common';
import { fieldErrorsOf } from '@putt/contract/field-errors';
import { type TItemBank, ZItemBank } from '@putt/contract/instruments';
import type ExcelJS from 'exceljs';
import { type CellRaw, loadWorkbook, sheetRows } from '../files/safe-workbook.js';

type Read = { ok: true; bank: TItemBank } | { ok: false; problems: TImportProblem[] };

const unreadable: Read = { ok: false, problems: [{ code: 'unreadable' }] };

/**
 * An item bank from the file staff upload (decision 018): the JSON of the contract's `ZItemBank`,
 * or a workbook of three sheets — `bank` (key | value rows: instrument, form, label, demo, points,
 * labels_ko and labels_en separated by |, instructions_ko, instructions_en, time_limit_minutes),
 * `scales` (id, parent, name_ko, name_en) and `items` (id, scale, text_ko, text_en, reverse) under
 * a header row. Answers the bank, or what the schema refuses (each field's path) and nothing else:
 * the structure is checked after (checkItemBank).
 */
export async function readBankFile(file: { name: string; bytes: Buffer }): Promise<Read> {
  const extension = /\.([^./\\]+)$/.exec(file.name.trim())?.[1]?.toLowerCase();
  let raw: unknown;
  if (extension === 'json') {
    try {
      raw = JSON.parse(file.bytes.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      return unreadable;
    }
  } else if (extension === 'xlsx') {
    const workbook = await loadWorkbook(file.bytes);
    if (typeof workbook === 'string') return unreadable;
    raw = fromWorkbook(workbook);
    if (!raw) return unreadable;
  } else {
    return unreadable;
  }
  const parsed = ZItemBank.safeParse(raw);
  if (parsed.success) return { ok: true, bank: parsed.data };
  return {
    ok: false,
    problems: Object.keys(fieldErrorsOf(parsed.error.issues)).map((path) => ({ code: 'schema', path })),
  };
}

const text = (value: CellRaw) => (value === undefined ? '' : String(value).trim());
const flag = (value: CellRaw) =>
  value === true || ['true', '1', 'yes', 'y', '예', 'o'].includes(text(value).toLowerCase());

/** The rows of a sheet under its header, as objects keyed by the header's titles. */
function records(sheet: ExcelJS.Worksheet | undefined): Record<string, CellRaw>[] | undefined {
  if (!sheet) return undefined;
  const [header, ...rows] = [...sheetRows(sheet)];
  if (!header) return [];
  const titles = new Map([...header.cells].map(([column, title]) => [column, text(title).toLowerCase()]));
  return rows.map((row) =>
    Object.fromEntries([...row.cells].map(([column, value]) => [titles.get(column) ?? '', value])),
  );
}

/** The bank a workbook states, for the schema to check; undefined when a sheet is missing. */
function fromWorkbook(workbook: ExcelJS.Workbook): unknown {
  const bankSheet = workbook.getWorksheet('bank');
  const scales = records(workbook.getWorksheet('scales'));
  const items = records(workbook.getWorksheet('items'));
  if (!bankSheet || !scales || !items) return undefined;
  const facts = new Map(
    [...sheetRows(bankSheet)].map((row) => [text(row.cells.get(0)).toLowerCase(), row.cells.get(1)]),
  );
  const limit = text(facts.get('time_limit_minutes'));
  const labels = (key: string) =>
    text(facts.get(key))
      .split('|')
      .map((label) => label.trim());
  return {
    instrument: text(facts.get('instrument')),
    form: text(facts.get('form')),
    label: text(facts.get('label')),
    demo: flag(facts.get('demo')),
    response: {
      points: Number(facts.get('points')),
      labels: { ko: labels('labels_ko'), en: labels('labels_en') },
    },
    instructions: { ko: text(facts.get('instructions_ko')), en: text(facts.get('instructions_en')) },
    timeLimitMinutes: limit === '' ? null : Number(limit),
    scales: scales.map((row) => ({
      id: text(row.id),
      parent: text(row.parent),
      name: { ko: text(row.name_ko), en: text(row.name_en) },
    })),
    items: items.map((row) => ({
      id: text(row.id),
      scale: text(row.scale),
      text: { ko: text(row.text_ko), en: text(row.text_en) },
      reverse: flag(row.reverse),
    })),
  };
}

declare module '../files/parse-pool.js' {
  interface ParseAnswers {
    itemBank: Read;
  }
}
