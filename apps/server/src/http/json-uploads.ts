import { CLASS_LIST_MAX_BYTES, CLASS_LIST_TOO_LARGE } from '@putt/contract/class-lists';
import { ITEM_BANK_FILE_MAX_BYTES, ITEM_BANK_FILE_TOO_LARGE } from '@putt/contract/admin/item-banks';
import { NORM_FILE_MAX_BYTES, NORM_FILE_TOO_LARGE } from '@putt/contract/admin/norms';
import type { OperationName } from '@putt/contract/operations';

/**
 * Operations that take a file as base64 in their JSON body, each with the file's limit from the
 * contract and the message of a file past it (issue 24, found by the upload corpus: under the
 * 1 MB every other body is held to, a class list or an item bank of the size the contract allows
 * was refused as "Request body is too large", with no field to show).
 */
export const jsonUploads: Partial<Record<OperationName, { maxBytes: number; tooLarge: string }>> = {
  previewClassList: { maxBytes: CLASS_LIST_MAX_BYTES, tooLarge: CLASS_LIST_TOO_LARGE },
  registerClassList: { maxBytes: CLASS_LIST_MAX_BYTES, tooLarge: CLASS_LIST_TOO_LARGE },
  adminImportItemBank: { maxBytes: ITEM_BANK_FILE_MAX_BYTES, tooLarge: ITEM_BANK_FILE_TOO_LARGE },
  adminImportNorm: { maxBytes: NORM_FILE_MAX_BYTES, tooLarge: NORM_FILE_TOO_LARGE },
};

/**
 * The body such an operation takes: the file's base64 and 64 KiB for the rest, so that a file just
 * past its limit still reaches the schema, which names the field; a body past even this is
 * answered with the same field (api-routes.ts).
 */
export const bodyLimitFor = (maxBytes: number) => Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
