import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { BoardType, TBoardRow } from '@putt/contract/boards';
import type { DbOrTx } from '../db/client.js';
import { boardPosts } from '../db/schema/boards.js';
import { postColumns, toPost } from './board-rows.js';
import { normalizeTitle, searchGrams } from './title-grams.js';

type Page = { type: BoardType; page: number; size: number; search: string };

/**
 * One page of a board, newest first. One extra row is read to know whether a next page exists
 * (no count query). A search narrows by the GIN index on title grams, then by substring.
 */
export async function listPosts(db: DbOrTx, { type, page, size, search }: Page) {
  const needle = normalizeTitle(search);
  const where = needle
    ? and(
        eq(boardPosts.type, type),
        arrayContains(boardPosts.titleGrams, searchGrams(search)),
        sql`strpos(regexp_replace(lower(${boardPosts.title}), '\\s+', '', 'g'), ${needle}) > 0`,
      )
    : eq(boardPosts.type, type);
  const rows = await db
    .select(postColumns)
    .from(boardPosts)
    .where(where)
    .orderBy(desc(boardPosts.createdAt), desc(boardPosts.sk))
    .limit(size + 1)
    .offset((page - 1) * size);
  const items: TBoardRow[] = rows.slice(0, size).map((row) => {
    // lists do not carry a notice's or press post's body id: the content page asks for the post
    const { content_drive_id: _body, ...item } = toPost(row);
    return item;
  });
  return { Items: items, page, hasNext: rows.length > size };
}
