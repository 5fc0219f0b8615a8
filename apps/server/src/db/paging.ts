import { ADMIN_PAGE_SIZE } from '@putt/contract/admin/common';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** What a list's query skips and takes for page `page` (from 1) of `size` rows. */
export const pageWindow = (page: number, size = ADMIN_PAGE_SIZE) => ({
  limit: size,
  offset: (page - 1) * size,
});

/**
 * One page of a list and the total its pager shows: the rows of `query` (built with `$dynamic()`)
 * in the page's window, and `total` counted with the same filter, both at once.
 */
export async function pageOf<Q extends PgSelect>(
  query: Q,
  total: PromiseLike<{ n: number }[]>,
  page: number,
  size = ADMIN_PAGE_SIZE,
): Promise<{ page: number; total: number; rows: Awaited<Q> }> {
  const { limit, offset } = pageWindow(page, size);
  const [rows, [counted]] = await Promise.all([query.limit(limit).offset(offset), total]);
  return { page, total: counted?.n ?? 0, rows: rows as Awaited<Q> };
}
