import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { expertCourseKeys } from '../counselling.js';
import { staffRoles, ZInstant, ZOk } from './common.js';
import { personName } from '../names.js';

/** Staff login ids: 4 to 30 lower-case letters, digits, dots, underscores or hyphens. */
export const STAFF_ID_PATTERN = /^[a-z0-9._-]{4,30}$/;
export const ZStaffLoginId = z
  .string()
  .trim()
  .regex(STAFF_ID_PATTERN, 'admin_staff-accounts:v.staffIdPattern');

/**
 * A staff password, stricter than members' (back-office accounts see everyone's data): at least 10
 * characters with at least one letter and one digit, at most 100.
 */
export const STAFF_PASSWORD_MIN = 10;
export const ZStaffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, 'admin_staff-accounts:v.passwordRule')
  .max(100, 'admin_staff-accounts:v.passwordTooLong')
  .regex(/[A-Za-z]/, 'admin_staff-accounts:v.passwordRule')
  .regex(/[0-9]/, 'admin_staff-accounts:v.passwordRule');

const ZStaffName = personName(
  z
    .string()
    .trim()
    .min(1, 'admin_staff-accounts:v.nameRequired')
    .max(50, 'admin_staff-accounts:v.nameTooLong'),
);

/** The course a staff member completed, null for none. */
const ZExpertCourseField = z
  .enum(expertCourseKeys, { error: 'admin_staff-accounts:v.courseRequired' })
  .nullable();

/** A counsellor account must name the course they completed (spec-1 §6: instructors need one). */
const courseForCounsellor = (input: { role: string; expertCourse: string | null }) =>
  input.role !== 'counsellor' || input.expertCourse !== null;

export const ZStaffAccount = z.object({
  staffId: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  /** the expert course they completed: whoever has one may be assigned counselling (spec-1 §6) */
  expertCourse: z.enum(expertCourseKeys).nullable(),
  locked: z.boolean(),
  /** whether they sign in with a second factor (issue 43) */
  secondFactor: z.boolean(),
  createdAt: ZInstant,
  /** when they last signed in, null if never */
  lastSignInAt: ZInstant.nullable(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

export const adminListStaff = defineOperation({
  tag: 'staff',
  summary: 'Every staff account with its role, lock and last sign-in (administrators only)',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZStaffAccount) }),
});

export const ZCreateStaffInput = z
  .object({
    staffId: ZStaffLoginId,
    name: ZStaffName,
    role: z.enum(staffRoles),
    expertCourse: ZExpertCourseField.default(null),
    password: ZStaffPassword,
  })
  .refine(courseForCounsellor, { path: ['expertCourse'], message: 'admin_staff-accounts:v.courseRequired' });
export type TCreateStaffInput = z.infer<typeof ZCreateStaffInput>;

export const adminCreateStaff = defineOperation({
  tag: 'staff',
  summary: 'Open a staff account with an initial password (administrators only; 110 if the id is taken)',
  input: ZCreateStaffInput,
  output: ZOk,
});

export const ZUpdateStaffInput = z
  .object({
    staffId: z.string().min(1).max(50),
    name: ZStaffName,
    role: z.enum(staffRoles),
    expertCourse: ZExpertCourseField.default(null),
    locked: z.boolean(),
  })
  .refine(courseForCounsellor, { path: ['expertCourse'], message: 'admin_staff-accounts:v.courseRequired' });
export type TUpdateStaffInput = z.infer<typeof ZUpdateStaffInput>;

export const adminUpdateStaff = defineOperation({
  tag: 'staff',
  summary:
    'Rename, change the role of, lock or unlock a staff account (administrators only; never oneself nor the last admin: 409)',
  input: ZUpdateStaffInput,
  output: ZOk,
});

export const ZResetStaffPasswordInput = z.object({
  staffId: z.string().min(1).max(50),
  password: ZStaffPassword,
});
export type TResetStaffPasswordInput = z.infer<typeof ZResetStaffPasswordInput>;

export const adminResetStaffPassword = defineOperation({
  tag: 'staff',
  summary: 'Set a new password for a staff account and sign it out everywhere (administrators only)',
  input: ZResetStaffPasswordInput,
  output: ZOk,
});

export const adminStaffOperations = {
  adminListStaff,
  adminCreateStaff,
  adminUpdateStaff,
  adminResetStaffPassword,
};
