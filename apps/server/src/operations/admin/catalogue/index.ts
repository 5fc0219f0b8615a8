import type { OperationDef } from '../../registry.js';
import { adminListCatalogue } from './admin-list-catalogue.js';
import { adminListCatalogueChanges } from './admin-list-catalogue-changes.js';
import { adminUpdateProduct } from './admin-update-product.js';
import { adminUpdateProductGroup } from './admin-update-product-group.js';

/** Products and package prices, with their history (operators and administrators). */
export const adminCatalogueOperations: readonly OperationDef[] = [
  adminListCatalogue,
  adminUpdateProduct,
  adminUpdateProductGroup,
  adminListCatalogueChanges,
];
