import { readSettings } from '../../../site/site-info.js';
import { implementStaff } from '../../registry.js';

// Company data only (no one's personal data): no view row in the audit log.
export const adminGetSettings = implementStaff('adminGetSettings', 'admin', async (_input, { db }) =>
  readSettings(db),
);
