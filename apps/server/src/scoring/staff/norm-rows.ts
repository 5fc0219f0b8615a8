import type { TAdminNormRow } from '@putt/contract/admin/norms';
import { byInstrumentOrder, type InstrumentKey } from '@putt/contract/instruments';
import { asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staff } from '../../db/schema/accounts.js';
import { itemBanks, norms } from '../../db/schema/instruments.js';
import { results } from '../../db/schema/results.js';

type NormRow = typeof norms.$inferSelect;

const formOf = (row: { instrument: string; form: string }) => `${row.instrument}/${row.form}`;

/**
 * Every norm table as the back office lists it: by instrument and form, newest version first, the
 * current one with the count of current results scored otherwise (what rescoring would change).
 */
export async function listNormRows(db: DbOrTx, only?: { id: string }): Promise<TAdminNormRow[]> {
  const rows = await db
    .select({ norm: norms, login: staff.staffId })
    .from(norms)
    .leftJoin(staff, eq(staff.id, norms.createdBy))
    .orderBy(asc(norms.form), desc(norms.version));
  rows.sort((a, b) => byInstrumentOrder(a.norm.instrument, b.norm.instrument));
  const newest = new Map<string, NormRow>();
  for (const { norm } of rows) {
    const form = formOf(norm);
    if ((newest.get(form)?.version ?? 0) < norm.version) newest.set(form, norm);
  }
  const scored = await db
    .select({ instrument: itemBanks.instrument, form: itemBanks.form, normId: results.normId, n: count() })
    .from(results)
    .innerJoin(itemBanks, eq(itemBanks.id, results.bankId))
    .where(isNull(results.supersededAt))
    .groupBy(itemBanks.instrument, itemBanks.form, results.normId);
  const older = new Map<string, number>();
  for (const row of scored) {
    const form = formOf(row);
    if (row.normId !== newest.get(form)?.id) older.set(form, (older.get(form) ?? 0) + row.n);
  }
  return rows
    .filter(({ norm }) => !only || norm.id === only.id)
    .map(({ norm, login }) => {
      const current = newest.get(formOf(norm))?.id === norm.id;
      return normRow(norm, login, current, current ? (older.get(formOf(norm)) ?? 0) : 0);
    });
}

function normRow(norm: NormRow, login: string | null, current: boolean, olderResults: number): TAdminNormRow {
  return {
    id: norm.id,
    instrument: norm.instrument as InstrumentKey,
    form: norm.form,
    version: norm.version,
    label: norm.label,
    demo: norm.demo,
    groups: norm.content.groups.length,
    sample: norm.content.groups.reduce((sum, group) => sum + group.n, 0),
    createdAt: norm.createdAt.getTime(),
    createdBy: login,
    firstUsedAt: norm.firstUsedAt?.getTime() ?? null,
    current,
    olderResults,
  };
}
