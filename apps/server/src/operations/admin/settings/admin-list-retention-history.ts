import { listRetentionHistory } from '../../../privacy/retention-rules.js';
import { implementStaff } from '../../registry.js';

// Staff login ids and periods only: no one's personal data, no view row.
export const adminListRetentionHistory = implementStaff(
  'adminListRetentionHistory',
  'admin',
  async (_input, { db }) => ({ items: await listRetentionHistory(db) }),
);
