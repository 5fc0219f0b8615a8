import type { TAdminItemBankRow } from '@putt/contract/admin/item-banks';
import { ErrorCode } from '@putt/contract/errors';
import type { TItemBank } from '@putt/contract/instruments';
import { and, eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { itemBanks } from '../../db/schema/instruments.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { installBank } from '../item-banks.js';
import { parseInThread } from '../../files/parse-pool.js';
import { listBankRows } from './bank-rows.js';

/** adminImportItemBank: the file read, checked and installed as the next version, audited. */
export async function importBank(db: Db, caller: AuditCaller, file: { name: string; bytes: Buffer }) {
  const read = await parseInThread('itemBank', file);
  if (typeof read === 'string') return { ok: false as const, problems: [{ code: read }] };
  if (!read.ok) return read;
  const installed = await installBank(db, read.bank, staffOf(caller.actor).staffId);
  if (!installed.ok) return installed;
  await writeAudit(db, caller, {
    kind: 'change',
    targetType: 'itemBank',
    targetId: installed.bank.id,
    detail: { instrument: read.bank.instrument, form: read.bank.form, version: installed.bank.version },
  });
  const [row] = await listBankRows(db, { id: installed.bank.id });
  return { ok: true as const, bank: row! };
}

/** adminGetItemBank: one bank's row and content. */
export async function readBank(db: Db, id: string): Promise<{ bank: TAdminItemBankRow; content: TItemBank }> {
  const [row] = await listBankRows(db, { id });
  const [bank] = await db.select({ content: itemBanks.content }).from(itemBanks).where(eq(itemBanks.id, id));
  if (!row || !bank) throw notFound('Item bank not found');
  return { bank: row, content: bank.content };
}

/** adminDeleteItemBank: a bank no attempt used goes, audited; a used one stays for its attempts. */
export async function deleteBank(db: Db, caller: AuditCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [bank] = await tx.select().from(itemBanks).where(eq(itemBanks.id, id)).for('update');
    if (!bank) throw notFound('Item bank not found');
    if (bank.firstUsedAt) {
      throw new AppError(ErrorCode.INVALID_DATA, 'A bank an attempt used stays', {
        id: 'admin_banks:v.used',
      });
    }
    const siblings = await tx
      .select({ id: itemBanks.id })
      .from(itemBanks)
      .where(and(eq(itemBanks.instrument, bank.instrument), eq(itemBanks.form, bank.form)));
    if (siblings.length < 2) {
      // a form without a bank could not be tested
      throw new AppError(ErrorCode.INVALID_DATA, 'A form keeps one bank', { id: 'admin_banks:v.lastBank' });
    }
    await tx.delete(itemBanks).where(eq(itemBanks.id, id));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'itemBank',
      targetId: id,
      detail: { instrument: bank.instrument, form: bank.form, version: bank.version, deleted: true },
    });
  });
}
