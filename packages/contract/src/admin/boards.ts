import { z } from 'zod';
import { boardTypes } from '../boards.js';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk } from './common.js';

export const POST_TITLE_MAX = 200;
/** The largest body (HTML, UTF-8 bytes) a notice, press post or FAQ answer may have. */
export const POST_HTML_MAX_BYTES = 200 * 1024;

const ZBoardType = z.enum(boardTypes);
const ZPostId = z.string().trim().min(1).max(64);

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** What a reader sees of an HTML body: its text without tags, or an image. */
export function htmlHasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

/** A body as staff send it; the server sanitises it before storing or previewing. */
export const ZPostHtml = z
  .string()
  .refine((html) => byteLength(html) <= POST_HTML_MAX_BYTES, 'admin_boards:v.bodyTooLong');

export const ZAdminPostRow = z.object({
  sk: z.string(),
  type: ZBoardType,
  title: z.string(),
  author: z.string(),
  created: ZInstant,
  updated: ZInstant,
  hasAttachment: z.boolean(),
});
export type TAdminPostRow = z.infer<typeof ZAdminPostRow>;

export const adminListPosts = defineOperation({
  tag: 'staff',
  summary: 'The posts of one board (FAQ, notices or press), newest first, searched by title',
  input: ZAdminListInput.extend({ type: ZBoardType }),
  output: adminPageOf(ZAdminPostRow),
});

/** A stored attachment of a press post. */
export const ZPostAttachment = z.object({ fileId: z.string(), name: z.string() });
export type TPostAttachment = z.infer<typeof ZPostAttachment>;

/** A post as the edit page needs it. For an FAQ the title is the question and the HTML its answer. */
export const ZAdminPost = ZAdminPostRow.omit({ hasAttachment: true }).extend({
  /** the sanitised body (notices, press) or answer (FAQ) */
  html: z.string(),
  attachment: ZPostAttachment.nullable(),
});
export type TAdminPost = z.infer<typeof ZAdminPost>;

export const adminGetPost = defineOperation({
  tag: 'staff',
  summary: 'One post with its body (or FAQ answer) and attachment, to edit',
  input: z.object({ sk: ZPostId }),
  output: ZAdminPost,
});

/**
 * Creates a post (no `sk`) or updates one. For an FAQ `title` is the question and `html` the
 * answer. Only press posts take an attachment: the id of a file uploaded from this browser.
 */
export const ZAdminSavePostInput = z
  .object({
    sk: ZPostId.optional(),
    type: ZBoardType,
    title: z
      .string()
      .trim()
      .min(1, 'admin_boards:v.titleRequired')
      .max(POST_TITLE_MAX, 'admin_boards:v.titleTooLong'),
    html: ZPostHtml.refine(htmlHasContent, 'admin_boards:v.bodyRequired'),
    attachmentId: ZPostId.nullable().default(null),
  })
  .refine((post) => post.type === 'PRESS' || post.attachmentId === null, {
    path: ['attachmentId'],
    message: 'admin_boards:v.attachmentPressOnly',
  });
export type TAdminSavePostInput = z.input<typeof ZAdminSavePostInput>;

export const adminSavePost = defineOperation({
  tag: 'staff',
  summary: 'Create or update a post; its HTML is sanitised and answered back as stored',
  input: ZAdminSavePostInput,
  output: z.object({ sk: z.string(), html: z.string() }),
});

export const adminDeletePost = defineOperation({
  tag: 'staff',
  summary: 'Delete a post and its body; its attachment is released for the sweep of unused files',
  input: z.object({ sk: ZPostId }),
  output: ZOk,
});

export const adminPreviewPost = defineOperation({
  tag: 'staff',
  summary: 'The HTML exactly as the public pages will show it once saved (nothing is written)',
  input: z.object({ html: ZPostHtml }),
  output: z.object({ html: z.string() }),
});

export const adminBoardOperations = {
  adminListPosts,
  adminGetPost,
  adminSavePost,
  adminDeletePost,
  adminPreviewPost,
};
