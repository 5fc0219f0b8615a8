import { uploadingBrowser } from '../../../boards/staff/claim-press-file.js';
import { savePost } from '../../../boards/staff/save-post.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { implementStaff } from '../../registry.js';

export const adminSavePost = implementStaff('adminSavePost', 'operator', async (input, ctx) => {
  const browser = await uploadingBrowser(ctx.request, ctx.db);
  return ctx.db.transaction(async (tx) => {
    const { created, ...saved } = await savePost(tx, browser, input);
    await writeAudit(tx, ctx, {
      kind: 'change',
      targetType: 'boardPost',
      targetId: saved.sk,
      detail: {
        action: created ? 'create' : 'update',
        type: input.type,
        title: input.title,
        attachmentId: input.attachmentId,
      },
    });
    return saved;
  });
});
