import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '@putt/contract/errors';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { AppError } from '../errors/app-error.js';
import { mayRead } from './file-owner.js';

/**
 * Marks an uploaded file as used (by an inquiry, a course application's evidence): only its
 * uploader's own, not yet used file (an id seen elsewhere cannot be attached). Answers the stored
 * name, which wins over the one sent. A refusal names `field`, the form's file field.
 */
export async function claimAttachment(
  db: DbOrTx,
  fileId: string,
  actor: Actor,
  uploader: string | undefined,
  field = 'attached_file_drive_id',
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.attachedAt)))
    .limit(1);
  if (!row || row.public || !mayRead(row, actor, uploader)) {
    throw new AppError(ErrorCode.INVALID_DATA, 'Attachment not found', {
      [field]: 'v.fileNotYours',
    });
  }
  await db.update(files).set({ attachedAt: new Date() }).where(eq(files.id, fileId));
  return { id: row.id, name: row.name };
}
