import { z } from 'zod';
import { ZItemBank } from '../instruments.js';
import { defineOperation } from '../operation.js';
import { ZImportFile, ZImportProblem, ZOk, ZVersionRow } from './common.js';

/** A bank file staff import: the JSON of `ZItemBank`, or the workbook of the same (decision 018). */
export const ITEM_BANK_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const ITEM_BANK_FILE_TOO_LARGE = 'admin_banks:v.tooLarge';

export const ZAdminItemBankRow = ZVersionRow.extend({ items: z.number().int() });
export type TAdminItemBankRow = z.infer<typeof ZAdminItemBankRow>;

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
  input: z.object({ file: ZImportFile(ITEM_BANK_FILE_MAX_BYTES, ITEM_BANK_FILE_TOO_LARGE) }),
  output: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), bank: ZAdminItemBankRow }),
    z.object({ ok: z.literal(false), problems: z.array(ZImportProblem) }),
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
