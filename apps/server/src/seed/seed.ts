import type { DbOrTx } from '../db/client.js';
import { seedSiteInfo } from '../site/site-info.js';

/** Idempotent demo content for a fresh machine: safe to run on every start. */
export async function seedDemo(db: DbOrTx): Promise<void> {
  await seedSiteInfo(db);
}
