import { orgProgressStep } from '@putt/contract/org-orders';
import { isPurchased } from '@putt/contract/lifecycle';
import type { TOrgOrderRow } from '@putt/contract/orders';
import { pathOf } from '@putt/contract/routes';

/** The four steps of an organisation's diagnostic order (spec-2 §4), step 1 first. */
export const progressSteps = ['registration', 'start', 'ing', 'completed'] as const;

/** The step (1–4) the order is at, or null when its progress does not apply (no test lines). */
export function progressOf(row: Pick<TOrgOrderRow, 'status' | 'has_test'>): number | null {
  const step = orgProgressStep(row.status, row.has_test);
  return step === 0 ? null : step;
}

export type OrgAction = 'register' | 'checkInfo' | 'progress' | 'result' | 'detail';

type OrderRef = Pick<TOrgOrderRow, 'SK' | 'status' | 'has_test'>;

/**
 * Where an approved test order's classes are, worded by where the order is (spec-2 §4): registered
 * on the project page while approved (or saved as a draft), shown on the class detail page from
 * ready on. None for an order without tests, before approval or once stopped.
 */
export function classesOf(row: OrderRef): { action: Exclude<OrgAction, 'detail'>; to: string } | null {
  if (!row.has_test) return null;
  const classes = pathOf('orgProjectDetail', { SK: row.SK });
  switch (row.status) {
    case 'approved':
    case 'approvedTempSave':
      return { action: 'register', to: pathOf('orgProject', { SK: row.SK }) };
    case 'ready':
      return { action: 'checkInfo', to: classes };
    case 'ing':
      return { action: 'progress', to: classes };
    case 'completed':
      return { action: 'result', to: classes };
    default:
      return null;
  }
}

/**
 * The diagnostic list's button (spec-2 §4): an approved order (or one saved as a draft) goes to
 * register its classes on the project page; ready, in progress and completed go to the order's
 * page (which leads on to its classes), worded by where the order is. Any other only has its detail.
 */
export function actionOf(row: OrderRef): { action: OrgAction; to: string } {
  const classes = classesOf(row);
  const detail = pathOf('orgOrderDetail', { SK: row.SK });
  if (!classes) return { action: 'detail', to: detail };
  return classes.action === 'register' ? classes : { action: classes.action, to: detail };
}

/**
 * What the order's page is titled: the quotation it is until staff approve it (and stays, refused
 * or cancelled), the purchase it is once approved (spec-1 §4's "purchase done").
 */
export const orderTitleOf = (status: string): 'quotation' | 'purchase' =>
  isPurchased(status) ? 'purchase' : 'quotation';
