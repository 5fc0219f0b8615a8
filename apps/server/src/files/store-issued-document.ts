import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import type { FileStore } from './file-store.js';
import { safeFileName } from './safe-file-name.js';
import { storeFile } from './store-file.js';

/**
 * Stores a document the site issued (a certificate, a quotation) as a staff-owned file, marked
 * attached at once so the sweep of unused uploads (sweep-unattached-files.ts: rows with no
 * attachedAt) keeps it. Its name, often made of a person's (a student report's), is made safe.
 * Answers the file's id.
 */
export async function storeIssuedDocument(
  tx: Tx,
  store: FileStore,
  bytes: Buffer,
  name: string,
): Promise<string> {
  const stored = await storeFile(tx, store, { name: safeFileName(name), bytes, owner: { staff: true } });
  await tx.update(files).set({ attachedAt: new Date() }).where(eq(files.id, stored.id));
  return stored.id;
}
