import { staffRoles, type StaffRole } from '@putt/contract/admin/common';
import { expertCourseKeys, type ExpertCourseKey } from '@putt/contract/counselling';

/** A stored role as the contract names it; an unknown one gets the least rights. */
export const staffRoleOf = (role: string): StaffRole =>
  (staffRoles as readonly string[]).includes(role) ? (role as StaffRole) : 'counsellor';

/** A stored course as the contract names it, null for none (or one the contract no longer has). */
export const expertCourseOf = (course: string | null): ExpertCourseKey | null =>
  (expertCourseKeys as readonly string[]).includes(course ?? '') ? (course as ExpertCourseKey) : null;
