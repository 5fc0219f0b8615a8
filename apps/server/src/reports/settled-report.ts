import type { ReportStatus } from '@putt/contract/reports';

/**
 * A report a job leaves alone: made already (a retried job does nothing twice), or erased with its
 * examinee's identity (decision 041), which is never drawn again.
 */
export const isSettled = (status: ReportStatus) => status === 'ready' || status === 'erased';
