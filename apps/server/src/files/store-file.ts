import { attachmentExtensions, MAX_FILE_BYTES, type TStoredFile } from '@putt/contract/files';
import { ErrorCode } from '@putt/contract/errors';
import { fileChecksum } from './checksum.js';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { AppError } from '../errors/app-error.js';
import { randomId } from '../security/random-id.js';
import { checkContent } from './detect-file-type.js';
import type { FileOwner } from './file-owner.js';
import type { FileStore } from './file-store.js';

const refuse = (key: string) => new AppError(ErrorCode.INVALID_DATA, 'File refused', { file: key });

/**
 * Checks an upload (size, kind from its content) and stores it under a server-made id: contents
 * first, then the row; a failed row removes the contents, so nothing is half-stored.
 */
export async function storeFile(
  db: DbOrTx,
  store: FileStore,
  upload: { name: string; bytes: Buffer; owner: FileOwner; public?: boolean },
): Promise<TStoredFile> {
  const { bytes, owner } = upload;
  const name = cleanName(upload.name);
  if (bytes.length === 0) throw refuse('v.fileEmpty');
  if (bytes.length > MAX_FILE_BYTES) throw refuse('v.fileTooLarge');
  const verdict = checkContent(name, bytes, attachmentExtensions);
  if (!verdict.ok) throw refuse(verdict.reason);

  const id = randomId();
  await store.put(id, bytes);
  try {
    await db.insert(files).values({
      id,
      name,
      mediaType: verdict.mediaType,
      size: bytes.length,
      sha256: fileChecksum(bytes),
      ownerMemberId: owner.memberId ?? null,
      ownerToken: owner.token ?? null,
      ownerStaff: owner.staff ?? false,
      public: upload.public ?? false,
    });
  } catch (error) {
    await store.remove(id);
    throw error;
  }
  return { id, name, type: verdict.mediaType, size: bytes.length };
}

/** The name without any folder part or control characters (browsers on Windows send C:\fakepath\…). */
export function cleanName(name: string): string {
  const base = [...name.split(/[\\/]/).pop()!]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  if (!base) throw refuse('v.fileRequired');
  return base.normalize('NFC');
}
