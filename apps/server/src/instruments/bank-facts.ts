import type { TItemBank } from '@putt/contract/instruments';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { itemBanks } from '../db/schema/instruments.js';

export type BankFacts = { content: TItemBank; itemIds: ReadonlySet<string> };

/**
 * A bank's content, read once per process: a bank is never changed (decision 018), so every save
 * of every examinee checks its answers against memory, not a 40 KB row.
 */
const cache = new Map<string, BankFacts>();

export async function bankOf(db: DbOrTx, bankId: string): Promise<BankFacts> {
  const known = cache.get(bankId);
  if (known) return known;
  const [row] = await db
    .select({ content: itemBanks.content })
    .from(itemBanks)
    .where(eq(itemBanks.id, bankId));
  if (!row) throw new Error(`attempt on a missing bank ${bankId}`);
  const facts = { content: row.content, itemIds: new Set(row.content.items.map((item) => item.id)) };
  cache.set(bankId, facts);
  return facts;
}
