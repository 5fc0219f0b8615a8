import { isStorableText } from '@putt/contract/text';
import { eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { notFound } from '../errors/app-error.js';
import { mayRead } from './file-owner.js';

export type FileRow = typeof files.$inferSelect;

/** A file the caller may read; a file they may not read answers exactly like a missing one. */
export async function readableFile(
  db: DbOrTx,
  id: string,
  actor: Actor,
  uploader: string | undefined,
): Promise<FileRow> {
  // An id the database cannot even compare (NUL, a lone surrogate from %00 or %ED%A0%80) names no file.
  if (!isStorableText(id)) throw notFound('File not found');
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row || !mayRead(row, actor, uploader)) throw notFound('File not found');
  return row;
}
