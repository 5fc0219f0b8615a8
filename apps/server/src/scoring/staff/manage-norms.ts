import type { TImportProblem } from '@putt/contract/admin/common';
import type { TAdminNormRow } from '@putt/contract/admin/norms';
import { fieldErrorsOf } from '@putt/contract/field-errors';
import { type TNormTable, ZNormTable } from '@putt/contract/norms';
import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { norms } from '../../db/schema/instruments.js';
import { notFound } from '../../errors/app-error.js';
import { installNorm } from '../norm-tables.js';
import { listNormRows } from './norm-rows.js';

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

/** adminImportNorm: the file read, checked against the form's bank and installed, audited. */
export async function importNorm(db: Db, caller: AuditCaller, file: { name: string; bytes: Buffer }) {
  const read = readNormFile(file);
  if (!read.ok) return read;
  const installed = await installNorm(db, read.norm, staffOf(caller.actor).staffId);
  if (!installed.ok) return installed;
  await writeAudit(db, caller, {
    kind: 'change',
    targetType: 'norm',
    targetId: installed.norm.id,
    detail: { instrument: read.norm.instrument, form: read.norm.form, version: installed.norm.version },
  });
  const [row] = await listNormRows(db, { id: installed.norm.id });
  return { ok: true as const, norm: row! };
}

/** adminGetNorm: one norm table's row and content. */
export async function readNorm(db: Db, id: string): Promise<{ norm: TAdminNormRow; content: TNormTable }> {
  const [row] = await listNormRows(db, { id });
  const [norm] = await db.select({ content: norms.content }).from(norms).where(eq(norms.id, id));
  if (!row || !norm) throw notFound('Norm table not found');
  return { norm: row, content: norm.content };
}
