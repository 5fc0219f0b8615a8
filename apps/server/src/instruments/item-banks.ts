import { createHash } from 'node:crypto';
import {
  type BankProblem,
  checkItemBank,
  type InstrumentKey,
  type TItemBank,
} from '@putt/contract/instruments';
import { and, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { itemBanks } from '../db/schema/instruments.js';
import { demoBanks } from './demo/demo-banks.js';

type BankRow = typeof itemBanks.$inferSelect;

/** The content's fingerprint: the same bank imported twice has the same one. */
const fingerprint = (bank: TItemBank) => createHash('sha256').update(JSON.stringify(bank)).digest('hex');

/**
 * Installs a bank as the next version of its form, if it fits the form's structure (checkItemBank):
 * answers the new row, or the problems and nothing stored. One transaction; the unique index on
 * (instrument, form, version) keeps two imports at once from taking one number.
 */
export async function installBank(
  db: DbOrTx,
  bank: TItemBank,
  createdBy: string | null,
): Promise<{ ok: true; bank: BankRow } | { ok: false; problems: BankProblem[] }> {
  const problems = checkItemBank(bank);
  if (problems.length) return { ok: false, problems };
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: max(itemBanks.version) })
      .from(itemBanks)
      .where(and(eq(itemBanks.instrument, bank.instrument), eq(itemBanks.form, bank.form)));
    const [inserted] = await tx
      .insert(itemBanks)
      .values({
        instrument: bank.instrument,
        form: bank.form,
        version: (last?.version ?? 0) + 1,
        label: bank.label,
        demo: bank.demo,
        content: bank,
        sha256: fingerprint(bank),
        createdBy,
      })
      .returning();
    return inserted!;
  });
  return { ok: true, bank: row };
}

/** The bank new attempts of a form take: its newest version. */
export async function currentBank(
  db: DbOrTx,
  instrument: InstrumentKey,
  form = 'standard',
): Promise<BankRow | undefined> {
  const [row] = await db
    .select()
    .from(itemBanks)
    .where(and(eq(itemBanks.instrument, instrument), eq(itemBanks.form, form)))
    .orderBy(desc(itemBanks.version))
    .limit(1);
  return row;
}

/**
 * Gives every form without a bank its demo bank (marked demo), so a fresh installation can run
 * every test before the company imports its licensed banks. Idempotent; answers how many it added.
 */
export async function seedDemoBanks(db: DbOrTx): Promise<number> {
  let added = 0;
  for (const bank of demoBanks()) {
    if (await currentBank(db, bank.instrument, bank.form)) continue;
    const result = await installBank(db, bank, null);
    if (!result.ok)
      throw new Error(`demo bank ${bank.instrument}/${bank.form}: ${JSON.stringify(result.problems)}`);
    added += 1;
  }
  return added;
}
