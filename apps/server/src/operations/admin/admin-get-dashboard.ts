import { getDashboard } from '../../staff/dashboard.js';
import { implementStaff } from '../registry.js';

export const adminGetDashboard = implementStaff('adminGetDashboard', 'operator', async (_input, { db }) =>
  getDashboard(db),
);
