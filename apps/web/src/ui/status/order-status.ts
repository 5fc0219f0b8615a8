import { isClosedOrder, isPurchased } from '@putt/contract/lifecycle';
import { orderStatuses, projectStatuses, type OrderStatus, type ProjectStatus } from '@putt/contract/orders';

/**
 * Who reads an order's status, and so which words it gets (app/i18n/<lang>/status.json,
 * decision 037): a member's own order names what they do next (approved reads "awaiting test
 * info"), a school's order what staff did (approved), and staff read their own next step
 * (pending is "awaiting deposit" to them, "awaiting approval" to the customer).
 */
export type StatusAudience = 'individual' | 'organisation' | 'staff';

/** A status this build does not know (a newer server) reads as `unknown`, never blank or a crash. */
export type KnownOrderStatus = OrderStatus | 'unknown';
export type KnownProjectStatus = ProjectStatus | 'unknown';

export const knownOrderStatus = (status: string): KnownOrderStatus =>
  orderStatuses.find((known) => known === status) ?? 'unknown';

export const knownProjectStatus = (status: string): KnownProjectStatus =>
  projectStatuses.find((known) => known === status) ?? 'unknown';

/** The purchase label (spec-1 §4): awaiting approval, bought (approved up to completed), or cancelled. */
export type Purchase = 'pending' | 'done' | 'canceled' | 'unknown';

export function purchaseOf(status: string): Purchase {
  if (status === 'pending') return 'pending';
  if (isPurchased(status)) return 'done';
  return isClosedOrder(status) ? 'canceled' : 'unknown';
}
