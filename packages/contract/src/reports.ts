import { z } from 'zod';

/**
 * Result reports (issue 23, decision 022). A student report is reached by its own random key
 * (≥ 128 bits, never a project's) and the student's name and birth date; `TYPE` of
 * /ReportDownload/{SK}/{TYPE} names the kind.
 */
export const reportKinds = ['student', 'teacher'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** queued: waiting for the job; ready: its file exists; failed: the job gave up (staff retry). */
/** `erased`: its examinee's identity was erased (decision 041): the file is gone and is never made again */
export const reportStatuses = ['queued', 'ready', 'failed', 'erased'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** A report link in an e-mail opens the download for this many days; my page keeps it after. */
export const REPORT_LINK_DAYS = 30;

/**
 * A student report for the signed-in who may see its class (the individual who ordered, the
 * organisation's users, staff): my page's download, by the report's key (report_file).
 */
export const studentReportPath = (key: string) => `/documents/reports/${encodeURIComponent(key)}/student.pdf`;

/**
 * When a link mailed at `from` stops opening the download: REPORT_LINK_DAYS for an individual's,
 * the days its school chose for a pupil's own link (decision 028).
 */
export const linkUntilOf = (from: Date, days = REPORT_LINK_DAYS) =>
  new Date(from.getTime() + days * 86_400_000);

/** Wrong names or birth dates per report key and address before the download holds back. */
export const REPORT_DOWNLOAD_FAILURES = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Wrong names or birth dates typed with one report key, from every address together, before the
 * link is held until the school or the family releases it (decision 022): twice one address's
 * REPORT_DOWNLOAD_FAILURES, so that a parent who mistyped is first asked to wait, not locked out.
 */
export const REPORT_KEY_HOLD = 20;

const v = (name: string) => `reports:v.${name}`;

/** spec-2 §5: name required; birth date exactly 8 digits. */
export const ZReportDownload = z.object({
  SK: z.string().trim().min(1).max(64),
  TYPE: z.enum(reportKinds),
  name: z
    .string({ error: v('nameRequired') })
    .trim()
    .min(1, v('nameRequired'))
    .max(20, 'v.tooLong'),
  birthday: z
    .string({ error: v('birthdayDigits') })
    .trim()
    .regex(/^\d{8}$/, v('birthdayDigits')),
});
export type TReportDownload = z.infer<typeof ZReportDownload>;

/** A teacher report asked for a class without a released result: there is nothing to report yet. */
export const NO_RESULTS = 'v.noResults';
