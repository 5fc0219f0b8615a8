import { orgProgressStep } from '@putt/contract/org-orders';
import { orderStatuses, type OrderStatus, type TOrgOrderRow } from '@putt/contract/orders';
import { pathOf } from '@putt/contract/routes';

/** A status this build does not know (a newer server) reads as `unknown`, never blank. */
export type OrgStatusWord = OrderStatus | 'unknown';

export const statusWordOf = (status: string): OrgStatusWord =>
  orderStatuses.find((known) => known === status) ?? 'unknown';

/** The four steps of an organisation's diagnostic order (spec-2 §4), step 1 first. */
export const progressSteps = ['registration', 'start', 'ing', 'completed'] as const;

/** The step (1–4) the order is at, or null when its progress does not apply (no test lines). */
export function progressOf(row: Pick<TOrgOrderRow, 'status' | 'has_test'>): number | null {
  const step = orgProgressStep(row.status, row.has_test);
  return step === 0 ? null : step;
}

export type OrgAction = 'register' | 'checkInfo' | 'progress' | 'result' | 'detail';

/**
 * The diagnostic list's button (spec-2 §4): an approved order (or one saved as a draft) goes to
 * register its classes on the project page; ready, in progress and completed go to the detail page,
 * worded by where the order is. An order without tests only has its detail.
 */
export function actionOf(row: Pick<TOrgOrderRow, 'SK' | 'status' | 'has_test'>): {
  action: OrgAction;
  to: string;
} {
  const detail = pathOf('orgOrderDetail', { SK: row.SK });
  if (!row.has_test) return { action: 'detail', to: detail };
  switch (row.status) {
    case 'approved':
    case 'approvedTempSave':
      return { action: 'register', to: pathOf('orgProject', { SK: row.SK }) };
    case 'ready':
      return { action: 'checkInfo', to: detail };
    case 'ing':
      return { action: 'progress', to: detail };
    case 'completed':
      return { action: 'result', to: detail };
    default:
      return { action: 'detail', to: detail };
  }
}

/** A status badge's colour; the word beside the dot carries the meaning. */
export const statusDotColor: Record<OrgStatusWord, string> = {
  pending: 'gray.6',
  approved: 'indigo.6',
  approvedTempSave: 'violet.6',
  ready: 'blue.6',
  ing: 'cyan.7',
  completed: 'teal.7',
  rejected: 'red.7',
  canceled: 'red.7',
  unknown: 'dark.3',
};
