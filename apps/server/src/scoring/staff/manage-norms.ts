import type { TNormTable } from '@putt/contract/norms';
import type { TAdminNormRow } from '@putt/contract/admin/norms';
import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { norms } from '../../db/schema/instruments.js';
import { notFound } from '../../errors/app-error.js';
import { parseInThread } from '../../files/parse-pool.js';
import { installNorm } from '../norm-tables.js';
import { listNormRows } from './norm-rows.js';

/** adminImportNorm: the file read, checked against the form's bank and installed, audited. */
export async function importNorm(db: Db, caller: AuditCaller, file: { name: string; bytes: Buffer }) {
  const read = await parseInThread('normTable', file);
  if (typeof read === 'string') return { ok: false as const, problems: [{ code: read }] };
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
