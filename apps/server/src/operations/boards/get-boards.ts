import { listPosts } from '../../boards/list-posts.js';
import { anyone, implement } from '../registry.js';

export const getBoards = implement('getBoards', anyone, async (input, { db }) =>
  listPosts(db, { type: input.type, page: input.page, size: input.size, search: input.searchValue }),
);
