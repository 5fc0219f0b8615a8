import { isClosedOrder, isPurchased } from '@putt/contract/lifecycle';
import { orderStatuses, projectStatuses, type OrderStatus } from '@putt/contract/orders';

/**
 * What the personal order list shows for an order's status (spec-1 §4). The server may one day
 * answer a status this build does not know: it reads as "unknown", never as a blank or a crash.
 */
export type KnownOrderStatus = OrderStatus | 'unknown';

export function knownOrderStatus(status: string): KnownOrderStatus {
  return (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'unknown';
}

export function knownProjectStatus(status: string): string {
  return (projectStatuses as readonly string[]).includes(status) ? status : 'unknown';
}

/** The purchase label: awaiting approval, bought (approved up to completed), or cancelled. */
export type Purchase = 'pending' | 'done' | 'canceled' | 'unknown';

export function purchaseOf(status: string): Purchase {
  if (status === 'pending') return 'pending';
  if (isPurchased(status)) return 'done';
  return isClosedOrder(status) ? 'canceled' : 'unknown';
}

/** The list's stepper: test ready, in progress, completed. */
export const steps = ['ready', 'ing', 'completed'] as const;

/** The step an order is at, or -1 when it has reached none (before approval, or stopped). */
export const stepOf = (status: string): number => (steps as readonly string[]).indexOf(status);

/** The row's button to the detail page, worded by where the order is (spec-1 §4). */
export type OrderAction = 'checkInfo' | 'progress' | 'result' | 'detail';

export function actionOf(status: string): OrderAction {
  if (status === 'ready') return 'checkInfo';
  if (status === 'ing') return 'progress';
  if (status === 'completed') return 'result';
  return 'detail';
}

/** The colour of a status badge: each carries white text at 4.5:1 or more. */
export function statusColor(status: string): string {
  const colors: Record<string, string> = {
    pending: 'gray.7',
    approved: 'indigo.8',
    approvedTempSave: 'indigo.8',
    ready: 'brand.7',
    ing: 'cyan.9',
    completed: 'teal.9',
    rejected: 'red.9',
    canceled: 'red.9',
  };
  return colors[status] ?? 'dark.6';
}

/**
 * The project's test link (spec-1 §4): open while the test runs and its address exists, "ended"
 * once completed, otherwise a note that the link comes when the test starts.
 */
export function testLinkOf(project: { status: string; responder_uri: string | null }) {
  if (project.status === 'ing' && project.responder_uri)
    return { kind: 'open', href: project.responder_uri } as const;
  if (project.status === 'completed') return { kind: 'ended' } as const;
  return { kind: 'waiting' } as const;
}
