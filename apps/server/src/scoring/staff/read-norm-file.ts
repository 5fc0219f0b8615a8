import type { TImportProblem } from '@putt/contract/admin/common';
import { fieldErrorsOf } from '@putt/contract/field-errors';
import { type TNormTable, ZNormTable } from '@putt/contract/norms';

type Read = { ok: true; norm: TNormTable } | { ok: false; problems: TImportProblem[] };

/**
 * A norm table from the file staff upload: the JSON of the contract's `ZNormTable` (what the
 * norms page downloads, so the company's statistician edits the last version). Answers the table,
 * or what the schema refuses (each field's path); the fit to the bank is checked after.
 */
export function readNormFile(file: { name: string; bytes: Buffer }): Read {
  if (!/\.json$/i.test(file.name.trim())) return { ok: false, problems: [{ code: 'unreadable' }] };
  let raw: unknown;
  try {
    raw = JSON.parse(file.bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problems: [{ code: 'unreadable' }] };
  }
  const parsed = ZNormTable.safeParse(raw);
  if (parsed.success) return { ok: true, norm: parsed.data };
  return {
    ok: false,
    problems: Object.keys(fieldErrorsOf(parsed.error.issues)).map((path) => ({ code: 'schema', path })),
  };
}

declare module '../../files/parse-pool.js' {
  interface ParseAnswers {
    normTable: Read;
  }
}
