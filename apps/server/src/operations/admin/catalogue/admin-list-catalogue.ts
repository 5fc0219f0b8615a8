import { listAdminCatalogue } from '../../../catalogue/staff/list-admin-catalogue.js';
import { implementStaff } from '../../registry.js';

// Prices and product names are not personal data: no audit row for reading them.
export const adminListCatalogue = implementStaff('adminListCatalogue', 'operator', async (_input, { db }) =>
  listAdminCatalogue(db),
);
