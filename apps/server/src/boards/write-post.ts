import type { BoardType } from '@putt/contract/boards';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { boardContents, boardPosts } from '../db/schema/boards.js';
import { files } from '../db/schema/files.js';
import { randomId } from '../security/random-id.js';
import { boardsChanged } from './list-cache.js';
import { sanitizeHtml } from './sanitize-html.js';
import { titleGrams } from './title-grams.js';

export type NewPost = {
  type: BoardType;
  title: string;
  author: string;
  /** FAQ: the answer (HTML); notices and press: the body (HTML) */
  html: string;
  /** FAQ only */
  question?: string;
  ip?: string;
  createdAt?: Date;
  /** press: a stored file, made public by being attached */
  attachment?: { id: string; name: string };
};

/**
 * Writes a post with its HTML sanitised (the back office and the demo seed write posts). A press
 * attachment becomes readable by anyone once attached. Call inside a transaction.
 */
export async function writePost(tx: DbOrTx, post: NewPost): Promise<string> {
  const sk = randomId();
  const html = sanitizeHtml(post.html);
  let contentId: string | null = null;
  if (post.type !== 'QNA') {
    contentId = randomId();
    await tx.insert(boardContents).values({ id: contentId, html });
  }
  if (post.attachment) {
    await tx
      .update(files)
      .set({ public: true, attachedAt: new Date() })
      .where(eq(files.id, post.attachment.id));
  }
  const createdAt = post.createdAt ?? new Date();
  await tx.insert(boardPosts).values({
    sk,
    type: post.type,
    title: post.title,
    titleGrams: titleGrams(post.title),
    question: post.type === 'QNA' ? (post.question ?? post.title) : null,
    answer: post.type === 'QNA' ? html : null,
    author: post.author,
    ip: post.ip ?? null,
    contentId,
    attachedFileId: post.attachment?.id ?? null,
    attachedFileName: post.attachment?.name ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  boardsChanged();
  return sk;
}
