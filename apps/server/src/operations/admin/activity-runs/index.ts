import type { OperationDef } from '../../registry.js';
import { adminConfirmActivityRun } from './admin-confirm-activity-run.js';
import { adminDeliverActivityRun } from './admin-deliver-activity-run.js';
import { adminGetActivityRun } from './admin-get-activity-run.js';
import { adminListActivityRuns } from './admin-list-activity-runs.js';
import { adminPlanActivityRun } from './admin-plan-activity-run.js';

/** Activity programme runs are the operators' work (issue 25, decision 025); changes are audited. */
export const adminActivityRunOperations: readonly OperationDef[] = [
  adminListActivityRuns,
  adminGetActivityRun,
  adminPlanActivityRun,
  adminConfirmActivityRun,
  adminDeliverActivityRun,
];
