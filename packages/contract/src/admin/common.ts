import { z } from 'zod';
import { isValidYmd } from '../dates.js';
import { FILE_NAME_MAX } from '../files.js';
import { instrumentKeys } from '../instruments.js';

/**
 * Back-office roles, each with all the rights of the next: admin does everything; operator
 * everything but settings and staff accounts; counsellor only the counselling sessions assigned to
 * them (issue 25).
 */
export const staffRoles = ['admin', 'operator', 'counsellor'] as const;
export type StaffRole = (typeof staffRoles)[number];

const staffRank: Record<StaffRole, number> = { counsellor: 0, operator: 1, admin: 2 };

/** Whether a staff member of `role` may do what `required` is needed for. */
export function staffRoleAllows(required: StaffRole, role: StaffRole): boolean {
  return staffRank[role] >= staffRank[required];
}

/** Rows per page of every back-office list. */
export const ADMIN_PAGE_SIZE = 20;
/** The longest search the back-office lists take (the same as the public lists' search box). */
export const ADMIN_SEARCH_MAX = 30;

/** The paging and search every back-office list takes; filters are added per list. */
export const ZAdminListInput = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  q: z.string().trim().max(ADMIN_SEARCH_MAX).default(''),
});

/** One page of a back-office list. */
export function adminPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int() });
}

/** A `yyyymmdd` date filter (inclusive), empty for none. */
export const ZYmdFilter = z
  .string()
  .refine((v) => v === '' || isValidYmd(v), 'admin:v.dateInvalid')
  .default('');

/** The reason staff give for a rejection or cancellation, e-mailed to the customer. */
export const REASON_MAX = 500;
export const ZReason = z
  .string()
  .trim()
  .min(1, 'admin:v.reasonRequired')
  .max(REASON_MAX, 'admin:v.reasonTooLong');

/** A start time as staff pick it, HH:mm (Korea). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The dated rows of a back-office plan (a cohort's meetings, an Activity run's sessions): a day, a
 * start time and 1 to 8 hours each, at least one and at most `max`; `v` words the area's messages
 * (dateInvalid, timeInvalid, hoursRange, and the list's `required` and `tooMany` keys).
 */
export function ZDatedRows(
  v: (key: string) => string,
  max: number,
  list: { required: string; tooMany: string },
) {
  const hours = v('hoursRange');
  return z
    .array(
      z.object({
        date: z.string().trim().refine(isValidYmd, v('dateInvalid')),
        time: z.string().trim().regex(TIME_PATTERN, v('timeInvalid')),
        hours: z.number({ error: hours }).int(hours).min(1, hours).max(8, hours),
      }),
    )
    .min(1, v(list.required))
    .max(max, v(list.tooMany));
}

/** An instant as the back office shows it: epoch milliseconds. */
export const ZInstant = z.number().int();

export const ZOk = z.object({ message: z.literal('success') });

/**
 * A problem of a file staff import (an item bank, a norm table): its structure (the checker's
 * code with its details), a field the schema refuses (`schema`, with its path), or a file that is
 * not of the kind at all (`unreadable`).
 */
export const ZImportProblem = z.object({ code: z.string() }).catchall(z.union([z.string(), z.number()]));
export type TImportProblem = z.infer<typeof ZImportProblem>;

/** A file staff import, sent as base64 in the operation's JSON; `tooLarge` words a file over `maxBytes`. */
export const ZImportFile = (maxBytes: number, tooLarge: string) =>
  z.object({
    name: z.string().trim().min(1, 'v.fileRequired').max(FILE_NAME_MAX, 'v.fileNameMax'),
    base64: z
      .string()
      .min(1, 'v.fileRequired')
      .max(Math.ceil(maxBytes / 3) * 4 + 8, tooLarge),
  });

/**
 * One version of a form's imported content (an item bank, a norm table) as the back office lists
 * it: versions are never changed, the newest is current, and one that was used stays.
 */
export const ZVersionRow = z.object({
  id: z.string(),
  instrument: z.enum(instrumentKeys),
  form: z.string(),
  version: z.number().int(),
  label: z.string(),
  demo: z.boolean(),
  createdAt: ZInstant,
  /** the staff login who imported it; null for a demo version the server installed */
  createdBy: z.string().nullable(),
  /** when an attempt (a bank) or a result (a norm) first used it: from then on it stays */
  firstUsedAt: ZInstant.nullable(),
  /** the newest version of its form: the one new attempts take, or new results are scored with */
  current: z.boolean(),
});
export type TVersionRow = z.infer<typeof ZVersionRow>;
