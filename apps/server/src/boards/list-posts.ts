import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { BoardType, TBoardRow } from '@putt/contract/boards';
import type { Db } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { boardPosts } from '../db/schema/boards.js';
import { postColumns, type PostRow, toPost } from './board-rows.js';
import { normalizeTitle, searchGrams } from './title-grams.js';

type Page = { type: BoardType; page: number; size: number; search: string };

const newestFirst = [desc(boardPosts.createdAt), desc(boardPosts.sk)] as const;

/** The unsearched list is the busiest public query: prepared, run with placeholders. */
const listQuery = preparedPer((db) =>
  db
    .select(postColumns)
    .from(boardPosts)
    .where(eq(boardPosts.type, sql.placeholder('type')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list_board_posts'),
);

/**
 * One page of a board, newest first. One extra row is read to know whether a next page exists
 * (no count query). A search narrows by the GIN index on title grams, then by substring.
 */
export async function listPosts(db: Db, { type, page, size, search }: Page) {
  const needle = normalizeTitle(search);
  const window = { limit: size + 1, offset: (page - 1) * size };
  let rows: PostRow[];
  if (needle) {
    rows = await db
      .select(postColumns)
      .from(boardPosts)
      .where(
        and(
          eq(boardPosts.type, type),
          arrayContains(boardPosts.titleGrams, searchGrams(search)),
          sql`strpos(regexp_replace(lower(${boardPosts.title}), '\\s+', '', 'g'), ${needle}) > 0`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(window.limit)
      .offset(window.offset);
  } else {
    rows = await listQuery(db).execute({ type, ...window });
  }
  const items: TBoardRow[] = rows.slice(0, size).map((row) => {
    // lists do not carry a notice's or press post's body id: the content page asks for the post
    const { content_drive_id: _body, ...item } = toPost(row);
    return item;
  });
  return { Items: items, page, hasNext: rows.length > size };
}
