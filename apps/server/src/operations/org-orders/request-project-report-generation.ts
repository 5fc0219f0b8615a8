import { askProjectReports } from '../../reports/report-requests.js';
import { implement } from '../registry.js';

// An organisation's users for their classes, an individual for their own tests (lockProjectOf).
export const requestProjectReportGeneration = implement(
  'requestProjectReportGeneration',
  'signedIn',
  'own',
  async ({ SK }, ctx) => ({ message: 'success' as const, ...(await askProjectReports(ctx, ctx.actor, SK)) }),
);
