import type { TUpdateSettingsInput } from '@putt/contract/admin/settings';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { publishPartnerLogos } from './partner-logos.js';
import { claimSettingsImages } from './settings-images.js';
import { readSection, writeSection } from './site-info.js';

/**
 * Replaces one section of the settings with the audit row of the change (old and new values) in
 * the same transaction. A partner's logo becomes public as the list is saved; the seal of the
 * documents is kept (never swept) but stays private.
 */
export async function updateSettings(
  db: Db,
  caller: AuditCaller,
  input: TUpdateSettingsInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const old = await readSection(tx, input.section);
    if (input.section === 'partners') await publishPartnerLogos(tx, input.value);
    if (input.section === 'documents') {
      const uses = [{ field: 'value.sealFileId', fileId: input.value.sealFileId }];
      await claimSettingsImages(tx, 'seal', uses, { publish: false });
    }
    await writeSection(tx, input.section, input.value);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'settings',
      targetId: input.section,
      detail: { section: input.section, old, new: input.value },
    });
  });
}
