import { describe, expect, it } from 'vitest';
import {
  closedOrderStatuses,
  hasTestLink,
  isClosedOrder,
  isPurchased,
  mayOpenProject,
  mayTake,
  orderSteps,
  projectSteps,
} from './lifecycle.js';
import { orderStatuses, projectStatuses } from './orders.js';

// The status rules pages and queries ask, each once: these pin them to the spec's words and to the
// step tables, so a page and the server can no longer disagree.
describe('the status rules', () => {
  it('counts an order as purchased from approval until completed, never pending or closed', () => {
    expect(orderStatuses.filter(isPurchased)).toEqual([
      'approved',
      'approvedTempSave',
      'ready',
      'ing',
      'completed',
    ]);
  });

  it('calls closed exactly the statuses no step leaves but completion', () => {
    const left = new Set<string>(Object.values(orderSteps).flatMap((step) => [...step.from]));
    const stuck = orderStatuses.filter((status) => !left.has(status) && status !== 'completed');
    expect([...closedOrderStatuses].sort()).toEqual(stuck.sort());
    expect(isClosedOrder('canceled')).toBe(true);
    expect(isClosedOrder('completed')).toBe(false);
  });

  it('gives a project a live link while it is ready or under way', () => {
    expect(projectStatuses.filter(hasTestLink)).toEqual(['ready', 'ing']);
  });

  it("opens a pending project only in the statuses its order's type allows", () => {
    const school = (status: string) => ({ type: 'organisation' as const, status });
    const parent = (status: string) => ({ type: 'individual' as const, status });
    expect(orderStatuses.filter((s) => mayOpenProject('pending', school(s), 'organisation'))).toEqual([
      'ready',
      'ing',
    ]);
    expect(orderStatuses.filter((s) => mayOpenProject('pending', parent(s), 'customer'))).toEqual([
      'approved',
      'ready',
      'ing',
    ]);
    expect(mayOpenProject('pending', school('ready'), 'staff')).toBe(true);
    expect(mayOpenProject('pending', school('ready'), 'job')).toBe(false);
    expect(mayOpenProject('ready', school('ready'), 'organisation')).toBe(false);
  });

  it('lets no step start from a status this build does not know', () => {
    expect(mayTake(projectSteps.close, 'ing', 'customer')).toBe(true);
    expect(mayTake(projectSteps.close, 'paused', 'customer')).toBe(false);
  });
});
