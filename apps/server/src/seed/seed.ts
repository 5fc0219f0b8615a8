import type { DbOrTx } from '../db/client.js';
import { seedSiteInfo } from '../site/site-info.js';
import { seedDemoAccounts } from './demo-accounts.js';

/** Idempotent demo content for a fresh machine: safe to run on every start. Answers lines to print. */
export async function seedDemo(db: DbOrTx): Promise<string[]> {
  await seedSiteInfo(db);
  return db.transaction((tx) => seedDemoAccounts(tx));
}
