import type { BoardType, TBoardPost } from '@putt/contract/boards';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { boardContents, boardPosts } from '../db/schema/boards.js';
import { notFound } from '../errors/app-error.js';
import { postColumns, toPost } from './board-rows.js';
import { sanitizedForRead } from './sanitize-html.js';

/** One post of a board; unknown ones (or one of another board) are NOT_FOUND. */
export async function readPost(db: DbOrTx, type: BoardType, sk: string): Promise<TBoardPost> {
  const [row] = await db
    .select(postColumns)
    .from(boardPosts)
    .where(and(eq(boardPosts.sk, sk), eq(boardPosts.type, type)))
    .limit(1);
  if (!row) throw notFound('Post not found');
  return toPost(row);
}

/** The body of a notice or press post (board_contents), sanitised again on the way out. */
export async function readPostContent(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db
    .select({ html: boardContents.html })
    .from(boardContents)
    .where(eq(boardContents.id, id))
    .limit(1);
  if (!row) throw notFound('Content not found');
  return sanitizedForRead(row.html);
}
