import { cachedList } from '../../boards/list-cache.js';
import { listPosts } from '../../boards/list-posts.js';
import { implement } from '../registry.js';

export const getBoards = implement('getBoards', 'anyone', 'public', async (input, { db, database }) => {
  const page = { type: input.type, page: input.page, size: input.size, search: input.searchValue };
  const read = () => listPosts(db, page);
  // searches are rarer and varied: they always ask the database
  if (database.kind !== 'pglite' || page.search) return read();
  return cachedList(db, `${page.type}|${page.page}|${page.size}`, read);
});
