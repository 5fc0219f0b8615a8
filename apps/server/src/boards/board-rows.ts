import type { BoardType, TBoardPost } from '@putt/contract/boards';
import { boardPosts } from '../db/schema/boards.js';
import { sanitizedForRead } from './sanitize-html.js';

/** The columns a list or a post needs (bodies of notices and press stay in board_contents). */
export const postColumns = {
  sk: boardPosts.sk,
  type: boardPosts.type,
  title: boardPosts.title,
  author: boardPosts.author,
  ip: boardPosts.ip,
  question: boardPosts.question,
  answer: boardPosts.answer,
  contentId: boardPosts.contentId,
  attachedFileId: boardPosts.attachedFileId,
  attachedFileName: boardPosts.attachedFileName,
  createdAt: boardPosts.createdAt,
};

export type PostRow = {
  sk: string;
  type: BoardType;
  title: string;
  author: string;
  ip: string | null;
  question: string | null;
  answer: string | null;
  contentId: string | null;
  attachedFileId: string | null;
  attachedFileName: string | null;
  createdAt: Date | string;
};

/** A row in the contract's shape: spec field names, epoch dates, answers sanitised again. */
export function toPost(row: PostRow): TBoardPost {
  return {
    SK: row.sk,
    type: row.type,
    title: row.title,
    author: row.author,
    createdDate: new Date(row.createdAt).getTime(),
    ...(row.ip ? { ip: row.ip } : {}),
    ...(row.question !== null ? { question: row.question } : {}),
    ...(row.answer !== null ? { answer: sanitizedForRead(row.answer) } : {}),
    ...(row.contentId ? { content_drive_id: row.contentId } : {}),
    ...(row.attachedFileId
      ? { attached_file_drive_id: row.attachedFileId, attached_file_name: row.attachedFileName ?? '' }
      : {}),
  };
}
