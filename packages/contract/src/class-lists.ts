import { z } from 'zod';
import { FILE_NAME_MAX } from './files.js';
import { defineOperation } from './operation.js';

/**
 * A school's class list (issue 21, beyond the spec): one spreadsheet per class with the columns
 * 번호, 이름, 성별, 생년월일, read on the server (exceljs, csv-parse), previewed with every bad row
 * named, and registered as the class's students only when the whole file is valid.
 */
export const CLASS_LIST_COLUMNS = ['번호', '이름', '성별', '생년월일'] as const;
export type ClassListColumn = (typeof CLASS_LIST_COLUMNS)[number];
export const CLASS_LIST_MAX_ROWS = 1000;
export const CLASS_LIST_MAX_BYTES = 2 * 1024 * 1024;
export const CLASS_LIST_TEMPLATE_PATH = '/documents/class-list-template.xlsx';

export const ZClassStudent = z.object({
  num: z.number().int(),
  name: z.string(),
  gender: z.enum(['m', 'f']),
  /** yyyymmdd */
  dob: z.string(),
});
export type TClassStudent = z.infer<typeof ZClassStudent>;

export const ZClassListProblem = z.object({
  /** 1-based spreadsheet row (the header's own row counts); null for a problem of the whole file */
  row: z.number().int().nullable(),
  column: z.enum(CLASS_LIST_COLUMNS).nullable(),
  /** i18n key, `org-orders:v.<name>` */
  key: z.string(),
  /** the cell as read, for the preview */
  value: z.string().optional(),
});
export type TClassListProblem = z.infer<typeof ZClassListProblem>;

export const ZClassListAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), students: z.array(ZClassStudent) }),
  z.object({ ok: z.literal(false), problems: z.array(ZClassListProblem) }),
]);
export type TClassListAnswer = z.infer<typeof ZClassListAnswer>;

/** The message of a class list past CLASS_LIST_MAX_BYTES (the schema's, and the server's for a body past it). */
export const CLASS_LIST_TOO_LARGE = 'org-orders:v.classListTooLarge';

const ZClassListInput = z.object({
  /** the class (project) */
  SK: z.string().trim().min(1).max(64),
  file: z.object({
    name: z.string().trim().min(1, 'v.fileRequired').max(FILE_NAME_MAX, 'v.fileNameMax'),
    // base64 of at most CLASS_LIST_MAX_BYTES (a larger file is answered as a problem of the file)
    base64: z
      .string()
      .min(1, 'v.fileRequired')
      .max(Math.ceil((CLASS_LIST_MAX_BYTES + 3) / 3) * 4 + 8, CLASS_LIST_TOO_LARGE),
  }),
});

export const previewClassList = defineOperation({
  tag: 'org-orders',
  summary:
    "Read a class list (xlsx or csv) for one of the organisation's classes: its students, or every problem with its row and column; nothing is saved",
  input: ZClassListInput,
  output: ZClassListAnswer,
});

export const registerClassList = defineOperation({
  tag: 'org-orders',
  summary:
    "Register a valid class list as the class's students (replacing an earlier list) while the class has not started; an invalid file registers nothing and answers its problems",
  input: ZClassListInput,
  output: ZClassListAnswer,
});
