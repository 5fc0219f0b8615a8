import { and, eq } from 'drizzle-orm';
import { postColumns, toPost } from '../../boards/board-rows.js';
import { boardPosts } from '../../db/schema/boards.js';
import { notFound } from '../../http/app-error.js';
import { anyone, implement } from '../registry.js';

export const getBoard = implement('getBoard', anyone, async ({ boardType, SK }, { db }) => {
  const [row] = await db
    .select(postColumns)
    .from(boardPosts)
    .where(and(eq(boardPosts.sk, SK), eq(boardPosts.type, boardType)))
    .limit(1);
  if (!row) throw notFound('Post not found');
  return { Item: toPost(row) };
});
