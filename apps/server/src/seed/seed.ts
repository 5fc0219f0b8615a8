import type { DbOrTx } from '../db/client.js';
import { seedSiteInfo } from '../site/site-info.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoBoards } from './demo-boards.js';
import type { FileStore } from '../files/file-store.js';

/** Idempotent demo content for a fresh machine: safe to run on every start. Answers lines to print. */
export async function seedDemo(db: DbOrTx, files: FileStore): Promise<string[]> {
  await seedSiteInfo(db);
  await seedDemoBoards(db, files);
  return db.transaction((tx) => seedDemoAccounts(tx));
}
