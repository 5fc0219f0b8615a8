import { PARTNER_LOGO_MAX_BYTES, partnerLogoExtensions } from '@putt/contract/admin/settings';
import { ErrorCode } from '@putt/contract/errors';
import type { TStoredFile } from '@putt/contract/files';
import type { TPartner } from '@putt/contract/site';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/files.js';
import { checkContent, mediaTypeOf } from '../files/detect-file-type.js';
import type { FileStore } from '../files/file-store.js';
import { storeFile } from '../files/store-file.js';
import { AppError } from '../http/app-error.js';

const refuse = (key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Logo refused', { file: `admin_settings:v.${key}` });

const logoMediaTypes = new Set<string>(partnerLogoExtensions.map((extension) => mediaTypeOf[extension]));

/**
 * Stores a logo staff uploaded: a small raster image, its kind read from its bytes (an SVG, or a
 * script renamed .png, is refused). It stays private and unattached until a saved partner uses it,
 * so a logo never saved is swept like any unused upload.
 */
export async function storePartnerLogo(
  db: DbOrTx,
  store: FileStore,
  upload: { name: string; bytes: Buffer },
): Promise<TStoredFile> {
  if (upload.bytes.length === 0) throw refuse('logoRequired');
  if (upload.bytes.length > PARTNER_LOGO_MAX_BYTES) throw refuse('logoTooLarge');
  const verdict = checkContent(upload.name, upload.bytes, partnerLogoExtensions);
  if (!verdict.ok) throw refuse(verdict.reason === 'v.fileType' ? 'logoType' : 'logoMismatch');
  return storeFile(db, store, { ...upload, owner: { staff: true } });
}

/**
 * Makes the partners' logos readable by anyone (the home page shows them to visitors). Only logos
 * staff uploaded may be used: an id of a customer's private file is refused, never published.
 * Field keys follow adminUpdateSettings' input (`value.{i}.logoFileId`).
 */
export async function publishPartnerLogos(tx: DbOrTx, partners: readonly TPartner[]): Promise<void> {
  const ids = [...new Set(partners.flatMap((partner) => partner.logoFileId ?? []))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: files.id, ownerStaff: files.ownerStaff, mediaType: files.mediaType })
    .from(files)
    .where(inArray(files.id, ids));
  const usable = new Set(
    rows.filter((row) => row.ownerStaff && logoMediaTypes.has(row.mediaType)).map((row) => row.id),
  );
  const fields: Record<string, string> = {};
  partners.forEach((partner, index) => {
    if (partner.logoFileId && !usable.has(partner.logoFileId)) {
      fields[`value.${index}.logoFileId`] = 'admin_settings:v.logoNotFound';
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.INVALID_DATA, 'Logo not found', fields);
  await tx
    .update(files)
    .set({ public: true, attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(inArray(files.id, ids));
}
