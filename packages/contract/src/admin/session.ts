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

/**
 * What a password sign-in leads to (issue 43): the back office; the code of the enrolled second
 * factor; or enrolling one, which production asks of everyone. Until the second step the sign-in
 * opens nothing but that step.
 */
export const staffSignInSteps = ['done', 'verify', 'enrol'] as const;
export type StaffSignInStep = (typeof staffSignInSteps)[number];

export const adminLogin = defineOperation({
  tag: 'staff',
  summary:
    'Staff sign in to the back office (rate-limited; sessions idle out after 30 minutes); with a second factor, or where one is required, the sign-in waits for it (step)',
  input: z.object({
    staffId: z.string().trim().min(1, 'admin:v.staffIdRequired').max(50),
    password: z.string().min(1, 'admin:v.passwordRequired').max(200),
  }),
  output: z.object({ staff: ZStaffSession, step: z.enum(staffSignInSteps), message: z.literal('success') }),
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
