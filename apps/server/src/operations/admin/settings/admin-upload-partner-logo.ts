import { writeAudit } from '../../../audit/write-audit.js';
import { storePartnerLogo } from '../../../site/partner-logos.js';
import { implementStaff } from '../../registry.js';

export const adminUploadPartnerLogo = implementStaff(
  'adminUploadPartnerLogo',
  'admin',
  async ({ file }, ctx) =>
    ctx.db.transaction(async (tx) => {
      const stored = await storePartnerLogo(tx, ctx.files, {
        name: file.name,
        bytes: Buffer.from(file.base64, 'base64'),
      });
      await writeAudit(tx, ctx, {
        kind: 'change',
        targetType: 'file',
        targetId: stored.id,
        detail: { purpose: 'partnerLogo', name: stored.name, size: stored.size },
      });
      return stored;
    }),
);
