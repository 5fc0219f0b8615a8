import type { SettingsImageKind } from '@putt/contract/admin/settings';
import { writeAudit } from '../../../audit/write-audit.js';
import { storeSettingsImage } from '../../../site/settings-images.js';
import type { OperationContext } from '../../registry.js';

/** One way to upload every settings image: checked, stored private, with its audit row. */
export const uploadSettingsImage =
  (kind: SettingsImageKind) =>
  async ({ file }: { file: { name: string; base64: string } }, ctx: OperationContext) =>
    ctx.db.transaction(async (tx) => {
      const stored = await storeSettingsImage(tx, ctx.files, kind, {
        name: file.name,
        bytes: Buffer.from(file.base64, 'base64'),
      });
      await writeAudit(tx, ctx, {
        kind: 'change',
        targetType: 'file',
        targetId: stored.id,
        detail: { purpose: kind, name: stored.name, size: stored.size },
      });
      return stored;
    });
