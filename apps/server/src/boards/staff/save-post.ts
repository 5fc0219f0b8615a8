import type { z } from 'zod';
import type { ZAdminSavePostInput } from '@putt/contract/admin/boards';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boardPosts } from '../../db/schema/boards.js';
import { notFound } from '../../errors/app-error.js';
import { bylines } from '../bylines.js';
import { sanitizedForRead } from '../sanitize-html.js';
import { updatePost, writePost } from '../write-post.js';
import { pressFileFor, type UploadingBrowser } from './claim-press-file.js';
import { publicHtml } from './public-html.js';

type SaveInput = z.output<typeof ZAdminSavePostInput>;

/** Creates (no sk) or updates a post through write-post.ts; answers its sk and public HTML. */
export async function savePost(
  tx: DbOrTx,
  browser: UploadingBrowser,
  input: SaveInput,
): Promise<{ sk: string; html: string; created: boolean }> {
  let currentFileId: string | null = null;
  if (input.sk) {
    const [current] = await tx
      .select({ attachedFileId: boardPosts.attachedFileId })
      .from(boardPosts)
      .where(and(eq(boardPosts.sk, input.sk), eq(boardPosts.type, input.type)))
      .limit(1);
    if (!current) throw notFound('Post not found');
    currentFileId = current.attachedFileId;
  }
  const attachment = input.attachmentId
    ? await pressFileFor(tx, browser, input.attachmentId, currentFileId)
    : null;
  if (!input.sk) {
    const sk = await writePost(tx, {
      type: input.type,
      title: input.title,
      author: bylines[input.type],
      html: input.html,
      ...(attachment ? { attachment } : {}),
    });
    return { sk, html: publicHtml(input.html), created: true };
  }
  const stored = await updatePost(tx, input.sk, input.type, {
    title: input.title,
    html: input.html,
    attachment,
  });
  if (stored === null) throw notFound('Post not found');
  return { sk: input.sk, html: sanitizedForRead(stored), created: false };
}
