import type { BoardType } from '@putt/contract/boards';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { boardContents, boardPosts } from '../db/schema/boards.js';
import { files } from '../db/schema/files.js';
import { randomId } from '../security/random-id.js';
import { boardsChanged } from './list-cache.js';
import { sanitizeHtml } from './sanitize-html.js';
import { titleGrams } from './title-grams.js';

type Attachment = { id: string; name: string };

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
  attachment?: Attachment;
};

/** What an edit changes: for an FAQ the title is also its question. */
export type PostEdit = {
  title: string;
  html: string;
  /** press: the file to keep or attach, null for none */
  attachment: Attachment | null;
};

/** A press attachment becomes readable by anyone once attached. */
async function publish(tx: DbOrTx, fileId: string): Promise<void> {
  await tx.update(files).set({ public: true, attachedAt: new Date() }).where(eq(files.id, fileId));
}

/** A file a post no longer uses is private and unattached again, so the hourly sweep removes it. */
async function release(tx: DbOrTx, fileId: string): Promise<void> {
  await tx.update(files).set({ public: false, attachedAt: null }).where(eq(files.id, fileId));
}

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
  if (post.attachment) await publish(tx, post.attachment.id);
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

/**
 * Rewrites a post's title, HTML (sanitised) and attachment; a replaced attachment is released.
 * Answers the stored HTML, or null when there is no such post of that type. Call inside a
 * transaction.
 */
export async function updatePost(
  tx: DbOrTx,
  sk: string,
  type: BoardType,
  edit: PostEdit,
): Promise<string | null> {
  const [row] = await tx
    .select({ contentId: boardPosts.contentId, attachedFileId: boardPosts.attachedFileId })
    .from(boardPosts)
    .where(and(eq(boardPosts.sk, sk), eq(boardPosts.type, type)))
    .limit(1);
  if (!row) return null;
  const html = sanitizeHtml(edit.html);
  let contentId = row.contentId;
  if (type !== 'QNA') {
    if (contentId) {
      await tx.update(boardContents).set({ html }).where(eq(boardContents.id, contentId));
    } else {
      contentId = randomId();
      await tx.insert(boardContents).values({ id: contentId, html });
    }
  }
  const fileId = edit.attachment?.id ?? null;
  if (row.attachedFileId && row.attachedFileId !== fileId) await release(tx, row.attachedFileId);
  if (fileId && fileId !== row.attachedFileId) await publish(tx, fileId);
  await tx
    .update(boardPosts)
    .set({
      title: edit.title,
      titleGrams: titleGrams(edit.title),
      question: type === 'QNA' ? edit.title : null,
      answer: type === 'QNA' ? html : null,
      contentId,
      attachedFileId: fileId,
      attachedFileName: edit.attachment?.name ?? null,
      updatedAt: new Date(),
    })
    .where(eq(boardPosts.sk, sk));
  boardsChanged();
  return html;
}

/** Deletes a post and its body, releasing its attachment. Answers what it was, or null if none. */
export async function deletePost(tx: DbOrTx, sk: string): Promise<{ type: BoardType; title: string } | null> {
  const [row] = await tx.delete(boardPosts).where(eq(boardPosts.sk, sk)).returning({
    type: boardPosts.type,
    title: boardPosts.title,
    contentId: boardPosts.contentId,
    attachedFileId: boardPosts.attachedFileId,
  });
  if (!row) return null;
  if (row.contentId) await tx.delete(boardContents).where(eq(boardContents.id, row.contentId));
  if (row.attachedFileId) await release(tx, row.attachedFileId);
  boardsChanged();
  return { type: row.type, title: row.title };
}
