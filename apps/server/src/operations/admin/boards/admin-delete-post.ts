import { writeAudit } from '../../../audit/write-audit.js';
import { deletePost } from '../../../boards/write-post.js';
import { notFound } from '../../../errors/app-error.js';
import { implementStaff } from '../../registry.js';

export const adminDeletePost = implementStaff('adminDeletePost', 'operator', async ({ sk }, ctx) =>
  ctx.db.transaction(async (tx) => {
    const deleted = await deletePost(tx, sk);
    if (!deleted) throw notFound('Post not found');
    // the log keeps the title: the post itself is gone
    await writeAudit(tx, ctx, {
      kind: 'change',
      targetType: 'boardPost',
      targetId: sk,
      detail: { action: 'delete', ...deleted },
    });
    return { message: 'success' as const };
  }),
);
