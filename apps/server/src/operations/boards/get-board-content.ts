import { readPostContent } from '../../boards/read-post.js';
import { implement } from '../registry.js';

export const getBoardContent = implement('getBoardContent', 'anyone', 'public', async ({ id }, { db }) => ({
  html: await readPostContent(db, id),
}));
