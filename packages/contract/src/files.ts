import { z } from 'zod';
import { defineOperation } from './operation.js';

/** Upload limit of one file (issue: 10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_NAME_MAX = 200;

/**
 * The kinds of file a user may attach, by extension. The server checks the content's signature, not
 * only the name; the web uses the list for the picker's accept attribute and the hint.
 */
export const attachmentExtensions = [
  'pdf',
  'hwp',
  'hwpx',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
] as const;
export type AttachmentExtension = (typeof attachmentExtensions)[number];

export const ZStoredFile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/**
 * spec-2 §3 "attachment upload payload": file {base64, name, type}, answered with the stored file's
 * id. The same operation takes multipart/form-data (field `file`) for files past the JSON body limit.
 */
export const uploadAttachment = defineOperation({
  tag: 'files',
  summary: 'Store one attachment (base64 JSON, or multipart field "file"); answers its id',
  input: z.object({
    file: z.object({
      base64: z.string().min(1, 'v.fileRequired'),
      name: z.string().trim().min(1, 'v.fileRequired').max(FILE_NAME_MAX, 'v.fileNameMax'),
      /** the browser's idea of the media type: recorded, never trusted */
      type: z.string().max(200).default(''),
    }),
  }),
  output: ZStoredFile,
});

/**
 * spec-2 §7 downloadNormalFile(file id, file name): checks the file exists and the caller may read it,
 * and answers where the browser downloads it (`GET /files/{id}`, under its stored name).
 */
export const downloadNormalFile = defineOperation({
  tag: 'files',
  summary: 'Where to download a file the caller may read',
  input: z.object({
    id: z.string().trim().min(1, 'v.required').max(64),
    /** sent by the spec's caller; the stored name is the one used */
    name: z.string().max(FILE_NAME_MAX).optional(),
  }),
  output: ZStoredFile.extend({ url: z.string() }),
});

/** GET path of a stored file. */
export const filePath = (id: string) => `/files/${encodeURIComponent(id)}`;
