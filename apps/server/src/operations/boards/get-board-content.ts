import { eq } from 'drizzle-orm';
import { sanitizedForRead } from '../../boards/sanitize-html.js';
import { boardContents } from '../../db/schema/boards.js';
import { notFound } from '../../http/app-error.js';
import { anyone, implement } from '../registry.js';

export const getBoardContent = implement('getBoardContent', anyone, async ({ id }, { db }) => {
  const [row] = await db
    .select({ html: boardContents.html })
    .from(boardContents)
    .where(eq(boardContents.id, id))
    .limit(1);
  if (!row) throw notFound('Content not found');
  return { html: sanitizedForRead(row.html) };
});
