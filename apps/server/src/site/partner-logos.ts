import type { TPartner } from '@putt/contract/site';
import type { DbOrTx } from '../db/client.js';
import { claimSettingsImages } from './settings-images.js';

/**
 * Makes the partners' logos readable by anyone (the home page shows them to visitors). Only logos
 * staff uploaded may be used: an id of a customer's private file is refused, never published.
 * Field keys follow adminUpdateSettings' input (`value.{i}.logoFileId`).
 */
export function publishPartnerLogos(tx: DbOrTx, partners: readonly TPartner[]): Promise<void> {
  const uses = partners.map((partner, index) => ({
    field: `value.${index}.logoFileId`,
    fileId: partner.logoFileId,
  }));
  return claimSettingsImages(tx, 'partnerLogo', uses, { publish: true });
}
