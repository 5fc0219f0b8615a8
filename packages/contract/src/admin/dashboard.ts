import { z } from 'zod';
import { defineOperation } from '../operation.js';

/** The pending work the dashboard counts, each linking to its list. */
export const ZDashboard = z.object({
  ordersAwaitingDeposit: z.number().int(),
  orgRequestsPending: z.number().int(),
  inquiriesNew: z.number().int(),
  mailsFailed: z.number().int(),
  jobsFailed: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const adminGetDashboard = defineOperation({
  tag: 'staff',
  summary:
    'Counts of pending work: orders awaiting deposit, registration requests, new inquiries, failed mails and jobs',
  input: z.object({}).strict(),
  output: ZDashboard,
});
