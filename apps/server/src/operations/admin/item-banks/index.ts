import type { OperationDef } from '../../registry.js';
import { adminDeleteItemBank } from './admin-delete-item-bank.js';
import { adminGetItemBank } from './admin-get-item-bank.js';
import { adminImportItemBank } from './admin-import-item-bank.js';
import { adminListItemBanks } from './admin-list-item-banks.js';

/** Banks are the tests themselves: importing and deleting them is for administrators. */
export const adminItemBankOperations: readonly OperationDef[] = [
  adminListItemBanks,
  adminImportItemBank,
  adminGetItemBank,
  adminDeleteItemBank,
];
