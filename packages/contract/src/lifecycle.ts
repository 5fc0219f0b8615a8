import type { OrderStatus, OrderType, ProjectStatus } from './orders.js';

/**
 * The state machines of orders and of their projects (classes): every change of status is one
 * named step of these tables, taken from some statuses by some movers. The server applies a step
 * with one function (apps/server/src/orders/move-order.ts), pages show a button only where the step
 * is allowed, and the state-machine test walks every step for every mover and status.
 *
 * Spec-1 §4 and spec-2 §4 name the statuses and the organisation's steps; the steps after an order
 * is placed that the spec leaves to the company side (deposit, rejection, cancellation) are ours.
 */

/**
 * Who takes a step: the customer (the member who placed an order, for their own order), the
 * organisation (its users, for its own orders), the company's staff, or a background job.
 */
export const movers = ['customer', 'organisation', 'staff', 'job'] as const;
export type Mover = (typeof movers)[number];

export type Step<S extends string> = {
  from: readonly S[];
  to: S;
  by: readonly Mover[];
  /** the order types the step is for, when not every type */
  types?: readonly OrderType[];
  /** the field message (common `v.*` key) a refusal carries, when the step has a more telling one */
  refusal?: string;
};

/**
 * A completed order never returns to pending and a closed one (rejected, canceled) never reopens:
 * no step leaves those statuses.
 */
export const orderSteps = {
  /** staff: an individual's deposit arrived (an organisation's deposit is recorded without a step) */
  confirmDeposit: { from: ['pending'], to: 'approved', by: ['staff'], types: ['individual'] },
  /**
   * staff: an organisation's application is approved and it may register its classes; schools
   * often pay after the test, so its deposit is recorded apart, before or after (issue 20)
   */
  approve: { from: ['pending'], to: 'approved', by: ['staff'], types: ['organisation'] },
  /** staff: refused (wrong deposit, duplicate, …); the reason is e-mailed */
  reject: { from: ['pending'], to: 'rejected', by: ['staff'] },
  /** staff: until the tests are under way; the reason is e-mailed */
  cancel: { from: ['pending', 'approved', 'approvedTempSave', 'ready'], to: 'canceled', by: ['staff'] },
  /** the organisation saves its classes for later (spec-2 §4 temporary save) */
  saveClasses: {
    from: ['approved', 'approvedTempSave'],
    to: 'approvedTempSave',
    by: ['organisation'],
    types: ['organisation'],
  },
  /** the organisation completes its class registration: the tests may be opened (spec-2 §4) */
  completeClasses: {
    from: ['approved', 'approvedTempSave'],
    to: 'ready',
    by: ['organisation'],
    types: ['organisation'],
  },
  /**
   * an individual opens the first test of their paid order (spec-1 §4 "a pending project offers to
   * open the test"): there are no classes to register, so opening it is what makes the order ready
   */
  openTests: { from: ['approved'], to: 'ready', by: ['customer', 'staff'], types: ['individual'] },
  /** the first class of a registered order starts its test (decision 017) */
  startTests: { from: ['ready'], to: 'ing', by: ['customer', 'organisation', 'staff', 'job'] },
  /** the last open class of an order is closed */
  finishTests: { from: ['ing'], to: 'completed', by: ['customer', 'organisation', 'staff', 'job'] },
  /** the customer's own cancel (cancelMyOrder): only while it waits for approval */
  customerCancel: { from: ['pending'], to: 'canceled', by: ['customer'], refusal: 'v.notCancellable' },
} as const satisfies Record<string, Step<OrderStatus>>;
export type OrderStep = keyof typeof orderSteps;

/** A project follows its order: when the order is canceled or rejected, its open projects are canceled. */
export const projectSteps = {
  /** spec-2 §4 "conduct test" on a pending class: its link and codes are made (decision 017) */
  open: { from: ['pending'], to: 'ready', by: ['customer', 'organisation', 'staff'] },
  /** the class's start date has come (at once when it already has): the link is active */
  start: { from: ['ready'], to: 'ing', by: ['customer', 'organisation', 'staff', 'job'] },
  /** spec-2 §4 closing a test: irreversible */
  close: { from: ['ing'], to: 'completed', by: ['customer', 'organisation', 'staff'] },
  cancel: { from: ['pending', 'ready'], to: 'canceled', by: ['customer', 'organisation', 'staff'] },
} as const satisfies Record<string, Step<ProjectStatus>>;
export type ProjectStep = keyof typeof projectSteps;

/** The field message of every refused step that names none of its own. */
export const STEP_REFUSED = 'v.transitionRefused';

/**
 * Whether this mover may take the step from this status (of an order of this type, when the step
 * names types). A status this build does not know allows no step.
 */
export function mayTake<S extends string>(
  step: Step<S>,
  status: S | (string & {}),
  mover: Mover,
  type?: OrderType,
): boolean {
  const forType = !step.types || (type !== undefined && step.types.includes(type));
  return forType && step.by.includes(mover) && isOneOf(step.from, status);
}

const isOneOf = (statuses: readonly string[], status: string) => statuses.includes(status);

/** spec-1 §4's "purchase done": approved by staff and not stopped since. */
export const purchasedStatuses = [
  'approved',
  'approvedTempSave',
  'ready',
  'ing',
  'completed',
] as const satisfies readonly OrderStatus[];
export const isPurchased = (status: string) => isOneOf(purchasedStatuses, status);

/** A closed order, refused or cancelled: it never reopens, and its open projects are cancelled with it. */
export const closedOrderStatuses = ['rejected', 'canceled'] as const satisfies readonly OrderStatus[];
export const isClosedOrder = (status: string) => isOneOf(closedOrderStatuses, status);

/**
 * The order statuses in which a pending project may be opened: an organisation's once its classes
 * are registered (decision 017), an individual's once it is paid and approved (spec-1 §4).
 */
export const projectOpenableIn = {
  organisation: ['ready', 'ing'],
  individual: ['approved', 'ready', 'ing'],
} as const satisfies Record<OrderType, readonly OrderStatus[]>;

/** Whether this mover may open the project now: its own step, and its order's status. */
export function mayOpenProject(
  projectStatus: string,
  order: { type: OrderType; status: string },
  mover: Mover,
): boolean {
  return (
    isOneOf(projectOpenableIn[order.type], order.status) && mayTake(projectSteps.open, projectStatus, mover)
  );
}

/** The project statuses with a live test link: opened (ready) and not closed (ing). */
export const linkedProjectStatuses = ['ready', 'ing'] as const satisfies readonly ProjectStatus[];
export const hasTestLink = (status: string) => isOneOf(linkedProjectStatuses, status);

/**
 * Staff record an organisation's deposit in any status but a closed one, once (issue 20: schools
 * pay before or after the test).
 */
export const ORG_PAYABLE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'approved',
  'approvedTempSave',
  'ready',
  'ing',
  'completed',
];
