import { z } from 'zod';
import { FILE_NAME_MAX } from '../files.js';
import { instrumentKeys, ZItemBank } from '../instruments.js';
import { defineOperation } from '../operation.js';
import { ZInstant, ZOk } from './common.js';

/** A bank file staff import: the JSON of `ZItemBank`, or the workbook of the same (decision 018). */
export const ITEM_BANK_FILE_MAX_BYTES = 2 * 1024 * 1024;

export const ZAdminItemBankRow = z.object({
  id: z.string(),
  instrument: z.enum(instrumentKeys),
  form: z.string(),
  version: z.number().int(),
  label: z.string(),
  demo: z.boolean(),
  items: z.number().int(),
  createdAt: ZInstant,
  /** the staff login who imported it; null for a demo bank the server installed */
  createdBy: z.string().nullable(),
  /** when an attempt first used it: from then on it is never deleted */
  firstUsedAt: ZInstant.nullable(),
  /** the newest version of its form: the one new attempts take */
  current: z.boolean(),
});
export type TAdminItemBankRow = z.infer<typeof ZAdminItemBankRow>;

/**
 * A problem of an imported file: its structure (contract `BankProblem`), a field the schema refuses
 * (`schema`, with its path), or a file that is not a bank at all (`unreadable`).
 */
export const ZBankImportProblem = z.object({ code: z.string() }).catchall(z.union([z.string(), z.number()]));
export type TBankImportProblem = z.infer<typeof ZBankImportProblem>;

export const adminListItemBanks = defineOperation({
  tag: 'staff',
  summary: 'Every item bank of every form, newest version first',
  input: z.object({}),
  output: z.object({ banks: z.array(ZAdminItemBankRow) }),
});

export const adminImportItemBank = defineOperation({
  tag: 'staff',
  summary:
    'Install an item bank from a JSON or XLSX file as the next version of its form, if its structure and counts fit; audited',
  input: z.object({
    file: z.object({
      name: z.string().trim().min(1, 'v.fileRequired').max(FILE_NAME_MAX, 'v.fileNameMax'),
      base64: z
        .string()
        .min(1, 'v.fileRequired')
        .max(Math.ceil(ITEM_BANK_FILE_MAX_BYTES / 3) * 4 + 8, 'admin_banks:v.tooLarge'),
    }),
  }),
  output: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), bank: ZAdminItemBankRow }),
    z.object({ ok: z.literal(false), problems: z.array(ZBankImportProblem) }),
  ]),
});

export const adminGetItemBank = defineOperation({
  tag: 'staff',
  summary: "One item bank's content (for review, or as the start of the next version)",
  input: z.object({ id: z.uuid() }),
  output: z.object({ bank: ZAdminItemBankRow, content: ZItemBank }),
});

export const adminDeleteItemBank = defineOperation({
  tag: 'staff',
  summary: 'Delete a bank no attempt has used (a used bank stays for its attempts); audited',
  input: z.object({ id: z.uuid() }),
  output: ZOk,
});

export const adminItemBankOperations = {
  adminListItemBanks,
  adminImportItemBank,
  adminGetItemBank,
  adminDeleteItemBank,
};
