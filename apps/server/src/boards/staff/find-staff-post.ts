import type { TAdminPost } from '@putt/contract/admin/boards';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boardContents, boardPosts } from '../../db/schema/boards.js';
import { notFound } from '../../errors/app-error.js';
import { sanitizedForRead } from '../sanitize-html.js';

/** A post as the edit page needs it: the body (or FAQ answer) as the public pages show it. */
export async function findStaffPost(db: DbOrTx, sk: string): Promise<TAdminPost> {
  const [row] = await db
    .select({
      sk: boardPosts.sk,
      type: boardPosts.type,
      title: boardPosts.title,
      author: boardPosts.author,
      answer: boardPosts.answer,
      body: boardContents.html,
      attachedFileId: boardPosts.attachedFileId,
      attachedFileName: boardPosts.attachedFileName,
      createdAt: boardPosts.createdAt,
      updatedAt: boardPosts.updatedAt,
    })
    .from(boardPosts)
    .leftJoin(boardContents, eq(boardContents.id, boardPosts.contentId))
    .where(eq(boardPosts.sk, sk))
    .limit(1);
  if (!row) throw notFound('Post not found');
  return {
    sk: row.sk,
    type: row.type,
    title: row.title,
    author: row.author,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
    html: sanitizedForRead((row.type === 'QNA' ? row.answer : row.body) ?? ''),
    attachment: row.attachedFileId ? { fileId: row.attachedFileId, name: row.attachedFileName ?? '' } : null,
  };
}
