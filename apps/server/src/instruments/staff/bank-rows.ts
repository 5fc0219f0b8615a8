import type { TAdminItemBankRow } from '@putt/contract/admin/item-banks';
import { byInstrumentOrder, type InstrumentKey } from '@putt/contract/instruments';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staff } from '../../db/schema/accounts.js';
import { itemBanks } from '../../db/schema/instruments.js';

type BankRow = typeof itemBanks.$inferSelect;

/** Every bank as the back office lists it: by instrument and form, newest version first. */
export async function listBankRows(db: DbOrTx, only?: { id: string }): Promise<TAdminItemBankRow[]> {
  const rows = await db
    .select({ bank: itemBanks, login: staff.staffId })
    .from(itemBanks)
    .leftJoin(staff, eq(staff.id, itemBanks.createdBy))
    .orderBy(asc(itemBanks.form), desc(itemBanks.version));
  rows.sort((a, b) => byInstrumentOrder(a.bank.instrument, b.bank.instrument));
  const newest = new Map<string, number>();
  for (const { bank } of rows) {
    const form = `${bank.instrument}/${bank.form}`;
    newest.set(form, Math.max(newest.get(form) ?? 0, bank.version));
  }
  return rows
    .filter(({ bank }) => !only || bank.id === only.id)
    .map(({ bank, login }) =>
      bankRow(bank, login, newest.get(`${bank.instrument}/${bank.form}`) === bank.version),
    );
}

function bankRow(bank: BankRow, login: string | null, current: boolean): TAdminItemBankRow {
  return {
    id: bank.id,
    instrument: bank.instrument as InstrumentKey,
    form: bank.form,
    version: bank.version,
    label: bank.label,
    demo: bank.demo,
    items: bank.content.items.length,
    createdAt: bank.createdAt.getTime(),
    createdBy: login,
    firstUsedAt: bank.firstUsedAt?.getTime() ?? null,
    current,
  };
}
