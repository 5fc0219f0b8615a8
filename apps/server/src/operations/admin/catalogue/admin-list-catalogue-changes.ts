import { listCatalogueChanges } from '../../../catalogue/staff/list-catalogue-changes.js';
import { implementStaff } from '../../registry.js';

export const adminListCatalogueChanges = implementStaff(
  'adminListCatalogueChanges',
  'operator',
  async (input, { db }) => listCatalogueChanges(db, input),
);
