import { staffOf } from '../../../auth/actor.js';
import { askTeacherReport } from '../../../reports/report-requests.js';
import { implementStaff } from '../../registry.js';
import { auditProjectChange } from './audit-project-change.js';

// Staff act on any customer's project (a school on the phone, a parent who cannot find the
// button), with the customer's own steps, each in the audit log.
export const adminRequestTeacherReport = implementStaff(
  'adminRequestTeacherReport',
  'operator',
  async ({ SK }, ctx) => {
    await askTeacherReport(ctx, staffOf(ctx.actor), SK);
    await auditProjectChange(ctx, SK);
    return { message: 'success' as const };
  },
);
