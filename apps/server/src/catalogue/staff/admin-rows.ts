import {
  type TAdminProduct,
  type TAdminProductGroup,
  ZAdminProduct,
  ZAdminProductGroup,
} from '@putt/contract/admin/catalogue';
import type { productGroups, products } from '../../db/schema/catalogue.js';

/** A products row as the back office shows it (parsed, so a stray type fails loudly here). */
export const toAdminProduct = (row: typeof products.$inferSelect): TAdminProduct =>
  ZAdminProduct.parse({ ...row, updatedAt: row.updatedAt.getTime() });

export const toAdminProductGroup = (row: typeof productGroups.$inferSelect): TAdminProductGroup =>
  ZAdminProductGroup.parse({ ...row, updatedAt: row.updatedAt.getTime() });
