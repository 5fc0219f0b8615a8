import { askTeacherReport } from '../../reports/report-requests.js';
import { implement } from '../registry.js';

// An organisation's users for their classes (lockProjectOf); an individual's test has no class to report on.
export const requestTeacherReportGeneration = implement(
  'requestTeacherReportGeneration',
  'signedIn',
  'own',
  async ({ SK }, ctx) => ({ message: 'success' as const, ...(await askTeacherReport(ctx, ctx.actor, SK)) }),
);
