import { type SettingsImageKind, settingsImages } from '@putt/contract/admin/settings';
import { ErrorCode } from '@putt/contract/errors';
import type { TStoredFile } from '@putt/contract/files';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { checkContent, mediaTypeOf } from '../files/detect-file-type.js';
import type { FileStore } from '../files/file-store.js';
import { storeFile } from '../files/store-file.js';
import { AppError } from '../errors/app-error.js';

/** The media types an image of this kind may have (from its extensions, checked on upload). */
const mediaTypesOf = (kind: SettingsImageKind) =>
  new Set<string>(settingsImages[kind].extensions.map((extension) => mediaTypeOf[extension]));

/**
 * Stores an image staff uploaded for the settings (a partner's logo, the company seal): a small
 * raster image of the kind's types, its kind read from its bytes (an SVG, or a script renamed .png,
 * is refused). It stays private and unattached until a saved setting uses it, so an image never
 * saved is swept like any unused upload.
 */
export async function storeSettingsImage(
  db: DbOrTx,
  store: FileStore,
  kind: SettingsImageKind,
  upload: { name: string; bytes: Buffer },
): Promise<TStoredFile> {
  const rule = settingsImages[kind];
  const refuse = (key: string) => new AppError(ErrorCode.INVALID_DATA, 'Image refused', { file: key });
  if (upload.bytes.length === 0) throw refuse(rule.errors.required);
  if (upload.bytes.length > rule.maxBytes) throw refuse(rule.errors.tooLarge);
  const verdict = checkContent(upload.name, upload.bytes, rule.extensions);
  if (!verdict.ok) throw refuse(verdict.reason === 'v.fileType' ? rule.errors.type : rule.errors.mismatch);
  return storeFile(db, store, { ...upload, owner: { staff: true } });
}

/**
 * Takes up the images a setting about to be saved names (`uses`: the input's field key of each
 * id): each must be an image of the kind that staff uploaded, or the save is refused with the
 * kind's `notFound` key on its field (an id of a customer's private file is never taken). They are
 * marked attached (never swept), and made readable by anyone when `publish` (partner logos, which
 * the home page shows); otherwise they stay private (the seal: staff and the server read it).
 */
export async function claimSettingsImages(
  tx: DbOrTx,
  kind: SettingsImageKind,
  uses: readonly { field: string; fileId: string | null }[],
  { publish }: { publish: boolean },
): Promise<void> {
  const ids = [...new Set(uses.flatMap((use) => use.fileId ?? []))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: files.id, ownerStaff: files.ownerStaff, mediaType: files.mediaType })
    .from(files)
    .where(inArray(files.id, ids));
  const mediaTypes = mediaTypesOf(kind);
  const usable = new Set(
    rows.filter((row) => row.ownerStaff && mediaTypes.has(row.mediaType)).map((row) => row.id),
  );
  const fields: Record<string, string> = {};
  for (const use of uses) {
    if (use.fileId && !usable.has(use.fileId)) fields[use.field] = settingsImages[kind].errors.notFound;
  }
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.INVALID_DATA, 'Image not found', fields);
  await tx
    .update(files)
    .set({
      attachedAt: sql`coalesce(${files.attachedAt}, now())`,
      ...(publish ? { public: true } : {}),
    })
    .where(inArray(files.id, ids));
}

/**
 * The bytes of a settings image for a document (the seal on a quotation), or null when none is
 * set or it is no longer there or no longer of the kind (the document then draws its own seal).
 */
export async function readSettingsImage(
  db: DbOrTx,
  store: FileStore,
  kind: SettingsImageKind,
  fileId: string | null,
): Promise<Buffer | null> {
  if (!fileId) return null;
  const [row] = await db
    .select({ mediaType: files.mediaType, ownerStaff: files.ownerStaff })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  if (!row?.ownerStaff || !mediaTypesOf(kind).has(row.mediaType)) return null;
  return (await store.get(fileId)) ?? null;
}
