import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../auth/actor.js';
import { resolveActor } from '../../auth/resolve-actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { mayRead } from '../../files/file-owner.js';
import { uploaderDigest } from '../../files/uploader-cookie.js';
import { AppError } from '../../errors/app-error.js';

/** The browser behind a staff request as the public uploadAttachment recorded it. */
export type UploadingBrowser = { member: Actor; uploader: string | undefined };

/**
 * The web uploads through the public uploadAttachment, which records the browser (its member
 * session or its uploader cookie) as a file's owner, not the staff session. Read it before a
 * transaction opens: the embedded database runs one transaction at a time.
 */
export async function uploadingBrowser(request: FastifyRequest, db: Db): Promise<UploadingBrowser> {
  return { member: await resolveActor(request, db, 'member'), uploader: uploaderDigest(request) };
}

/**
 * The file a press post is to carry: its current file, or an unused upload of this same browser
 * (or one stored by staff), never an id seen elsewhere such as a customer's inquiry attachment.
 * Answers the stored name, which wins over any name the page shows.
 */
export async function pressFileFor(
  tx: DbOrTx,
  browser: UploadingBrowser,
  fileId: string,
  currentFileId: string | null,
): Promise<{ id: string; name: string }> {
  const [row] = await tx.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (row && row.id === currentFileId) return { id: row.id, name: row.name };
  const fromThisBrowser = row && (row.ownerStaff || mayRead(row, browser.member, browser.uploader));
  if (!row || row.attachedAt || row.public || !fromThisBrowser) {
    throw new AppError(ErrorCode.INVALID_DATA, 'Attachment not found', {
      attachmentId: 'admin_boards:v.fileNotYours',
    });
  }
  return { id: row.id, name: row.name };
}
