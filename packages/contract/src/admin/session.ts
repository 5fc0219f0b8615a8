import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { staffRoles, ZOk } from './common.js';

/** The signed-in staff member, as the back office shows them. */
export const ZStaffSession = z.object({
  staffId: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});
export type TStaffSession = z.infer<typeof ZStaffSession>;

export const adminLogin = defineOperation({
  tag: 'staff',
  summary: 'Staff sign in to the back office (rate-limited; sessions idle out after 30 minutes)',
  input: z.object({
    staffId: z.string().trim().min(1, 'admin:v.staffIdRequired').max(50),
    password: z.string().min(1, 'admin:v.passwordRequired').max(200),
  }),
  output: z.object({ staff: ZStaffSession, message: z.literal('success') }),
});

export const adminLogout = defineOperation({
  tag: 'staff',
  summary: 'Staff sign out',
  input: z.object({}).strict(),
  output: ZOk,
});

export const adminGetSession = defineOperation({
  tag: 'staff',
  summary: 'The signed-in staff member, or null',
  input: z.object({}).strict(),
  output: z.object({ staff: ZStaffSession.nullable() }),
});
