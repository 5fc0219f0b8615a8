import { z } from 'zod';
import { isValidYmd } from '../dates.js';

/** Back-office roles: admin does everything; operator everything but settings and staff accounts. */
export const staffRoles = ['admin', 'operator'] as const;
export type StaffRole = (typeof staffRoles)[number];

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

/** An instant as the back office shows it: epoch milliseconds. */
export const ZInstant = z.number().int();

export const ZOk = z.object({ message: z.literal('success') });
