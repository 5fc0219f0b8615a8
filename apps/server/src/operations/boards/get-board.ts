import { readPost } from '../../boards/read-post.js';
import { implement } from '../registry.js';

export const getBoard = implement('getBoard', 'anyone', 'public', async ({ boardType, SK }, { db }) => ({
  Item: await readPost(db, boardType, SK),
}));
