import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZYmdFilter } from './common.js';

export const auditKinds = ['view', 'change'] as const;

export const DOWNLOAD_REASON_MAX = 200;
/**
 * Why a staff member downloads a class's personal data at once (its reports' ZIP, its teacher
 * report, its code sheet): asked before the download and kept in the audit log (issue 44).
 */
export const ZDownloadReason = z
  .string('admin:v.downloadReason')
  .trim()
  .min(2, 'admin:v.downloadReason')
  .max(DOWNLOAD_REASON_MAX, 'admin:v.reasonTooLong');

export const ZAuditRow = z.object({
  id: z.number().int(),
  at: ZInstant,
  /** who acted: a staff member's login id, or '' when a member did (a school releasing a held code) */
  staffLogin: z.string(),
  memberLogin: z.string(),
  ip: z.string(),
  action: z.string(),
  kind: z.enum(auditKinds),
  targetType: z.string(),
  targetId: z.string(),
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const adminListAudit = defineOperation({
  tag: 'staff',
  summary: 'The audit log (append-only, kept at least two years): search by staff, action, target or subject',
  input: ZAdminListInput.extend({
    kind: z.enum(auditKinds).optional(),
    from: ZYmdFilter,
    to: ZYmdFilter,
  }),
  output: adminPageOf(ZAuditRow),
});
