import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@putt/contract/errors';
import { movers, orderSteps, STEP_REFUSED, type Mover, type OrderStep } from '@putt/contract/lifecycle';
import { orderStatuses, type OrderStatus } from '@putt/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { orderHistory, orders, projects } from '../db/schema/orders.js';
import { AppError } from '../errors/app-error.js';
import { createIndividual, login } from '../testing/members.js';
import { personalOrder } from '../testing/orders.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { moveOrder } from './move-order.js';

/**
 * The order state machine, walked whole: every step from every status by every mover is either
 * taken (status, history row, projects of a closing order) or refused with the one answer of a
 * refused step (600 on field SK), changing nothing. The table of allowed moves is written out
 * here, not derived from the contract, so that a changed table must change this test too.
 */
const bothTypes = ['individual', 'organisation'] as const;
type OrderType = (typeof bothTypes)[number];
const allowed: Record<OrderStep, { from: OrderStatus[]; by: Mover[]; types: readonly OrderType[] }> = {
  confirmDeposit: { from: ['pending'], by: ['staff'], types: ['individual'] },
  approve: { from: ['pending'], by: ['staff'], types: ['organisation'] },
  saveClasses: { from: ['approved', 'approvedTempSave'], by: ['organisation'], types: ['organisation'] },
  completeClasses: { from: ['approved', 'approvedTempSave'], by: ['organisation'], types: ['organisation'] },
  openTests: { from: ['approved'], by: ['customer', 'staff'], types: ['individual'] },
  startTests: { from: ['ready'], by: ['customer', 'organisation', 'staff', 'job'], types: bothTypes },
  finishTests: { from: ['ing'], by: ['customer', 'organisation', 'staff', 'job'], types: bothTypes },
  reject: { from: ['pending'], by: ['staff'], types: bothTypes },
  cancel: { from: ['pending', 'approved', 'approvedTempSave', 'ready'], by: ['staff'], types: bothTypes },
  customerCancel: { from: ['pending'], by: ['customer'], types: bothTypes },
};

let t: TestApp;
let sk: string;
let memberId: string;
const actors: Record<Mover, Actor | 'job'> = {
  customer: { role: 'individual', memberId: '', sessionId: 's' },
  organisation: { role: 'orgAdmin', memberId: 'm', orgId: 'o', sessionId: 's' },
  staff: { role: 'staff', staffId: 'st', staffLogin: 'clerk', staffRole: 'operator', sessionId: 's' },
  job: 'job',
};

beforeAll(async () => {
  t = await createTestApp();
  await createIndividual(t.database.db, 'states01');
  const cookie = await login(t, 'states01');
  const res = await t.call('createOrder', personalOrder(), { cookie });
  expect(res.status).toBe(200);
  const [row] = await t.database.db.select().from(orders).limit(1);
  sk = row!.sk;
  memberId = row!.memberId;
  actors.customer = { role: 'individual', memberId, sessionId: 's' };
});
afterAll(() => t.close());

async function reset(status: OrderStatus, type: OrderType = 'individual'): Promise<void> {
  await t.database.db.update(orders).set({ status, type }).where(eq(orders.sk, sk));
  await t.database.db.update(projects).set({ status: 'pending' }).where(eq(projects.orderSk, sk));
}

const current = async () => ({
  order: (await t.database.db.select().from(orders).where(eq(orders.sk, sk)))[0]!.status,
  projects: (await t.database.db.select().from(projects).where(eq(projects.orderSk, sk))).map(
    (p) => p.status,
  ),
  history: await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderSk, sk)),
});

describe('the order state machine', () => {
  it('lists every step of the contract here', () => {
    expect(Object.keys(allowed).sort()).toEqual(Object.keys(orderSteps).sort());
  });

  for (const step of Object.keys(allowed) as OrderStep[]) {
    for (const mover of movers) {
      for (const from of orderStatuses) {
        // the other type is walked for the steps of one type only (the rest do not look at it)
        for (const type of allowed[step].types.length === 1 ? bothTypes : (['individual'] as const)) {
          const ok =
            allowed[step].from.includes(from) &&
            allowed[step].by.includes(mover) &&
            allowed[step].types.includes(type);
          it(`${step} by ${mover} from ${from} of ${type}: ${ok ? 'taken' : 'refused'}`, async () => {
            await reset(from, type);
            const before = await current();
            const move = t.database.db.transaction((tx) =>
              moveOrder(tx, sk, { step, by: actors[mover], reason: 'test' }),
            );
            if (ok) {
              await move;
              const after = await current();
              expect(after.order).toBe(orderSteps[step].to);
              const closes = after.order === 'canceled' || after.order === 'rejected';
              expect(after.projects.every((p) => p === (closes ? 'canceled' : 'pending'))).toBe(true);
              const known = new Set(before.history.map((row) => row.id));
              const added = after.history.filter((row) => !known.has(row.id));
              expect(added).toEqual([
                expect.objectContaining({ fromStatus: from, toStatus: orderSteps[step].to, reason: 'test' }),
              ]);
            } else {
              const error = await move.then(
                () => undefined,
                (e: unknown) => e,
              );
              expect(error).toBeInstanceOf(AppError);
              expect(error).toMatchObject({ code: ErrorCode.INVALID_DATA });
              expect(Object.keys((error as AppError).fields ?? {})).toEqual(['SK']);
              if (step !== 'customerCancel') expect((error as AppError).fields?.SK).toBe(STEP_REFUSED);
              expect(await current()).toEqual(before);
            }
          });
        }
      }
    }
  }

  it('cancels, with the order, its projects that are ready (links sent) as well as the pending ones', async () => {
    await reset('ready');
    const [first] = await t.database.db.select().from(projects).where(eq(projects.orderSk, sk));
    await t.database.db.update(projects).set({ status: 'ready' }).where(eq(projects.orderSk, sk));
    await t.database.db.update(projects).set({ status: 'pending' }).where(eq(projects.sk, first!.sk));
    expect(new Set((await current()).projects)).toEqual(new Set(['pending', 'ready']));
    await t.database.db.transaction((tx) =>
      moveOrder(tx, sk, { step: 'cancel', by: actors.staff, reason: 'test' }),
    );
    const after = await current();
    expect(after.order).toBe('canceled');
    expect(after.projects.every((status) => status === 'canceled')).toBe(true);
  });

  it('answers another member’s order like a missing one', async () => {
    await reset('pending');
    const move = t.database.db.transaction((tx) =>
      moveOrder(tx, sk, { step: 'customerCancel', by: actors.customer, ownerId: randomUUID() }),
    );
    await expect(move).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await current()).order).toBe('pending');
  });
});
