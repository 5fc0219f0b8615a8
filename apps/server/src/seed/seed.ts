import type { DbOrTx } from '../db/client.js';
import { seedSiteInfo } from '../site/site-info.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoBoards } from './demo-boards.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import type { FileStore } from '../files/file-store.js';

/**
 * Idempotent demo content for a fresh machine: safe to run on every start. `accounts: false` (in
 * production) leaves out the logins whose passwords the README prints. Answers lines to print.
 */
export async function seedDemo(
  db: DbOrTx,
  files: FileStore,
  options: { accounts: boolean } = { accounts: true },
): Promise<string[]> {
  await seedSiteInfo(db);
  await seedDemoBoards(db, files);
  // every installation, production too: the tests run on demo banks (and their demo norms) until
  // the real ones are imported
  await seedDemoBanks(db);
  await seedDemoNorms(db);
  if (!options.accounts) return ['Demo content seeded; demo logins are never created in production.'];
  return db.transaction((tx) => seedDemoAccounts(tx));
}
