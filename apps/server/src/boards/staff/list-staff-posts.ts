import type { TAdminPostRow } from '@putt/contract/admin/boards';
import type { BoardType } from '@putt/contract/boards';
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { boardPosts } from '../../db/schema/boards.js';
import { normalizeTitle, searchGrams } from '../title-grams.js';

/** The same title search as the public lists (decision 008): grams through the index, then substring. */
function titleMatches(q: string): SQL | undefined {
  const needle = normalizeTitle(q);
  if (!needle) return undefined;
  return and(
    arrayContains(boardPosts.titleGrams, searchGrams(q)),
    sql`strpos(regexp_replace(lower(${boardPosts.title}), '\\s+', '', 'g'), ${needle}) > 0`,
  );
}

/** One page of a board for staff, newest first, with the total the pager shows. */
export async function listStaffPosts(
  db: DbOrTx,
  input: { type: BoardType; q: string; page: number },
): Promise<{ items: TAdminPostRow[]; total: number; page: number }> {
  const where = and(eq(boardPosts.type, input.type), titleMatches(input.q));
  const { rows, total } = await pageOf(
    db
      .select({
        sk: boardPosts.sk,
        type: boardPosts.type,
        title: boardPosts.title,
        author: boardPosts.author,
        createdAt: boardPosts.createdAt,
        updatedAt: boardPosts.updatedAt,
        hasAttachment: sql<boolean>`${boardPosts.attachedFileId} is not null`,
      })
      .from(boardPosts)
      .where(where)
      .orderBy(desc(boardPosts.createdAt), desc(boardPosts.sk))
      .$dynamic(),
    db.select({ n: count() }).from(boardPosts).where(where),
    input.page,
  );
  return {
    items: rows.map((row) => ({
      sk: row.sk,
      type: row.type,
      title: row.title,
      author: row.author,
      created: row.createdAt.getTime(),
      updated: row.updatedAt.getTime(),
      hasAttachment: row.hasAttachment,
    })),
    total,
    page: input.page,
  };
}
