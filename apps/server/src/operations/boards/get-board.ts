import { readPost } from '../../boards/read-post.js';
import { implement } from '../registry.js';

export const getBoard = implement('getBoard', 'anyone', async ({ boardType, SK }, { db }) => ({
  Item: await readPost(db, boardType, SK),
}));
